import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AppDetail } from "./app-detail";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchApp } from "@/lib/prefetch/apps";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("apps"))("title") };
}

export default async function AppPage({ params }: { params: Promise<{ organizationId: string; appId: string }> }) {
  const { organizationId, appId } = await params;
  await prefetchApp(organizationId, appId);
  return (
    <Hydrate>
      <AppDetail organizationId={organizationId} appId={appId} />
    </Hydrate>
  );
}
