import "server-only";
import { callOperation } from "@/lib/http/server-call";
import { getHouseCampaign } from "@/lib/operations/cross-promotions";
import { crossPromotionKeys } from "@/lib/cross-promotions/query-keys";
import type { HouseCampaign } from "@/lib/cross-promotions/schemas";
import { prefetchApp } from "./apps";
import { prefetchPermissionCatalogue } from "./organization";
import { prefetchJson, serverQueryClient } from "./server-query-client";

/**
 * The house campaign page: the campaign with its eligibility (useHouseCampaign), the app it promotes (useApp) and
 * the catalogue the organizations' names come from. A refusal or a campaign that is not there is left to the browser.
 */
export async function prefetchHouseCampaign(organizationId: string, campaignId: string): Promise<void> {
  const queryKey = crossPromotionKeys.houseCampaign(organizationId, campaignId);
  await Promise.all([
    prefetchJson(queryKey, () => callOperation(getHouseCampaign, { params: { organizationId, campaignId } })),
    prefetchPermissionCatalogue(organizationId),
  ]);
  const house = serverQueryClient().getQueryData<HouseCampaign>(queryKey);
  if (house?.promotedAppId) await prefetchApp(organizationId, house.promotedAppId);
}
