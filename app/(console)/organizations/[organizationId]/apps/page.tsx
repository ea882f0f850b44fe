import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AppsList } from "./apps-list";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchApps } from "@/lib/prefetch/apps";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("apps"))("title") };
}

export default async function AppsPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  await prefetchApps(organizationId);
  return (
    <Hydrate>
      <AppsList organizationId={organizationId} />
    </Hydrate>
  );
}
