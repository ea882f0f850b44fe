import "server-only";
import { headers } from "next/headers";
import { originOf } from "@/lib/api/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { houseCampaignAnswers } from "@/lib/cross-promotions/house-campaign-answers";
import { crossPromotionKeys } from "@/lib/cross-promotions/query-keys";
import type { HouseCampaign } from "@/lib/cross-promotions/schemas";
import { getHouseCampaignOrThrow } from "@/lib/cross-promotions/update-house-campaign";
import { OBJECT_ID_PATTERN } from "@/lib/ids";
import { prefetchApp } from "./apps";
import { prefetchPermissionCatalogue } from "./organization";
import { prefetchJson, serverQueryClient } from "./server-query-client";
import { sessionOrganization } from "./session-organization";

/**
 * The house campaign page: the campaign with its eligibility (useHouseCampaign), the app it promotes (useApp) and
 * the catalogue the organizations' names come from. A campaign not there or not readable is left to the browser.
 */
export async function prefetchHouseCampaign(organizationId: string, campaignId: string): Promise<void> {
  const { access, member } = await sessionOrganization(organizationId);
  if (!member || !OBJECT_ID_PATTERN.test(campaignId)) return;
  const baseUrl = publicBaseUrl(originOf(await headers()));
  const queryKey = crossPromotionKeys.houseCampaign(organizationId, campaignId);
  await Promise.all([
    prefetchJson(queryKey, async () => {
      const current = await getHouseCampaignOrThrow(organizationId, campaignId);
      assertCanOnCampaign(access.can, "house-campaign:read", organizationId, [current.record.promotedAppId]);
      return (await houseCampaignAnswers(organizationId, [current], baseUrl))[0];
    }),
    prefetchPermissionCatalogue(organizationId),
  ]);
  const house = serverQueryClient().getQueryData<HouseCampaign>(queryKey);
  if (house?.promotedAppId) await prefetchApp(organizationId, house.promotedAppId);
}
