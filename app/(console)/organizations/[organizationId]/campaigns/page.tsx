import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CampaignsList } from "./campaigns-list";
import { Hydrate } from "@/components/console/hydrate";
import { OrganizationAreaMessages } from "@/components/organization-area-messages";
import { listView } from "./list-view";
import { prefetchCampaigns } from "@/lib/prefetch/campaigns";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("campaigns"))("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function CampaignsPage({
  params,
  searchParams,
}: {
  params: Promise<{ organizationId: string }>;
  searchParams: SearchParams;
}) {
  const { organizationId } = await params;
  // The range and order the URL asks for, as the list will ask for them: its first page comes with the HTML.
  const search = await searchParams;
  const view = listView({ range: one(search.range), sort: one(search.sort), order: one(search.order) });
  await prefetchCampaigns(organizationId, { metrics: view.range, sort: view.sort ?? undefined, order: view.order });
  // The list's own provider (no layout of the campaigns area): the words its client code shows, not the forms'.
  return (
    <OrganizationAreaMessages area="campaignList" params={params}>
      <Hydrate>
        <CampaignsList organizationId={organizationId} />
      </Hydrate>
    </OrganizationAreaMessages>
  );
}
