import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchRoles } from "@/lib/prefetch/roles";
import { RolesView } from "./roles-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("roles"))("title") };
}

export default async function RolesPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  await prefetchRoles(organizationId);
  return (
    <Hydrate>
      <RolesView organizationId={organizationId} />
    </Hydrate>
  );
}
