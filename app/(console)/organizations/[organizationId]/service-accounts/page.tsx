import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchRoles } from "@/lib/prefetch/roles";
import { prefetchServiceAccounts } from "@/lib/prefetch/service-accounts";
import { ServiceAccountsView } from "./service-accounts-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("serviceAccounts"))("title") };
}

export default async function ServiceAccountsPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  await Promise.all([prefetchServiceAccounts(organizationId), prefetchRoles(organizationId)]);
  return (
    <Hydrate>
      <ServiceAccountsView organizationId={organizationId} />
    </Hydrate>
  );
}
