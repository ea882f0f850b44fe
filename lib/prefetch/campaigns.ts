import "server-only";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { callOperation } from "@/lib/http/server-call";
import { campaignForecast, campaignHistory, getCampaign, listCampaigns } from "@/lib/operations/campaigns";
import { campaignKeys, campaignListQuery, type CampaignListFilters } from "@/lib/campaigns/query-keys";
import { listRowPage } from "@/lib/campaigns/list-rows";
import { prefetchApps } from "./apps";
import { prefetchCampaignChanges } from "./audit";
import { prefetchFirstPage, prefetchJson } from "./server-query-client";

/**
 * The campaigns list's first page as useCampaigns reads it with `filters` (none: the dashboard's; the campaigns page
 * asks with its range and order), each campaign as its row: the HTML carries the rows rendered and this cache, and
 * the cache needs no more than the rows show. Scoped roles see their apps' campaigns.
 */
export async function prefetchCampaigns(organizationId: string, filters: CampaignListFilters = {}): Promise<void> {
  await prefetchFirstPage(campaignKeys.list(organizationId, filters), undefined, async () =>
    listRowPage(
      await callOperation(listCampaigns, {
        params: { organizationId },
        query: { limit: PAGE_SIZES.campaigns, ...campaignListQuery(filters) },
      }),
    ),
  );
}

/**
 * The campaign detail page: the campaign (useCampaign), its serving forecast (useCampaignForecast), its status
 * history's first page (useCampaignHistory), its change history's (the audit entries, for those who may read them)
 * and the apps list its ads are named from. A refusal or a campaign that is not there is left to the browser, which
 * shows the 404 or the refusal.
 */
export async function prefetchCampaign(organizationId: string, campaignId: string): Promise<void> {
  const params = { organizationId, campaignId };
  await Promise.all([
    prefetchJson(campaignKeys.detail(organizationId, campaignId), () => callOperation(getCampaign, { params })),
    prefetchJson(campaignKeys.forecast(organizationId, campaignId), () => callOperation(campaignForecast, { params })),
    prefetchFirstPage(campaignKeys.history(organizationId, campaignId), undefined, () =>
      callOperation(campaignHistory, { params, query: { limit: PAGE_SIZES.campaignHistory } }),
    ),
    prefetchApps(organizationId),
    prefetchCampaignChanges(organizationId, campaignId),
  ]);
}
