import "server-only";
import { headers } from "next/headers";
import { originOf } from "@/lib/api/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { answersWithFacts } from "@/lib/campaigns/campaign-answers";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { getCampaignOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import { listCampaignHistory } from "@/lib/campaigns/list-campaign-history";
import { listCampaigns } from "@/lib/campaigns/list-campaigns";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import { readCampaign } from "@/lib/campaigns/operations/read-campaign";
import { campaignReadScope } from "@/lib/campaigns/read-scope";
import { campaignPageQuery, listCampaignsQuery } from "@/lib/campaigns/schemas";
import { OBJECT_ID_PATTERN } from "@/lib/ids";
import { prefetchApps } from "./apps";
import { prefetchFirstPage, prefetchJson } from "./server-query-client";
import { sessionOrganization } from "./session-organization";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** The campaigns list's first page with no filter, as useCampaigns reads it (scoped roles see their apps' campaigns). */
export async function prefetchCampaigns(organizationId: string): Promise<void> {
  const { access } = await sessionOrganization(organizationId);
  if (!access.membership || access.expired) return;
  const baseUrl = publicBaseUrl(originOf(await headers()));
  // A role without campaign:read anywhere makes campaignReadScope refuse: the query is left to the browser.
  await prefetchFirstPage(campaignKeys.list(organizationId, {}), undefined, async () => {
    const { items, nextCursor } = await listCampaigns(
      organizationId,
      listCampaignsQuery.parse({ limit: String(PAGE_SIZES.campaigns) }),
      await campaignReadScope(organizationId, access.can),
    );
    return { items: answersWithFacts(items, baseUrl), nextCursor };
  });
}

/**
 * The campaign detail page: the campaign (useCampaign), its status history's first page (useCampaignHistory) and
 * the apps list its ads are named from. A campaign that is not there or not readable throws: its query is left to
 * the browser, which shows the 404 or the refusal.
 */
export async function prefetchCampaign(organizationId: string, campaignId: string): Promise<void> {
  const { user, access, member } = await sessionOrganization(organizationId);
  // The campaign routes let reviewers in and check campaign:read on the campaign's apps themselves.
  if (!(member || user.reviewer) || !OBJECT_ID_PATTERN.test(campaignId)) return;
  const baseUrl = publicBaseUrl(originOf(await headers()));
  await Promise.all([
    prefetchJson(campaignKeys.detail(organizationId, campaignId), () => readCampaign(organizationId, campaignId, access.can, baseUrl)),
    prefetchFirstPage(campaignKeys.history(organizationId, campaignId), undefined, async () => {
      const campaign = await getCampaignOrThrow({ id: campaignId, organizationId });
      assertCanOnCampaign(access.can, "campaign:read", organizationId, campaign.promotedAppIds);
      return listCampaignHistory(campaign, campaignPageQuery.parse({ limit: String(PAGE_SIZES.campaignHistory) }));
    }),
    prefetchApps(organizationId),
  ]);
}
