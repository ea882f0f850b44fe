import { organizationOperation } from "@/lib/http/operation";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { getCampaignOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import { listCampaignHistory } from "@/lib/campaigns/list-campaign-history";
import { campaignHistorySchema, campaignIdParams, campaignPageQuery } from "@/lib/campaigns/schemas";
import { CAMPAIGN_PATH, CAMPAIGNS_TAG } from "./examples";

export const campaignHistory = organizationOperation({
  method: "GET",
  path: `${CAMPAIGN_PATH}/history`,
  operationId: "campaignHistory",
  summary: "Campaign status history",
  description:
    "Every status change (who, from, to, reason, when), newest first; the end that endAt brought is listed too, dated endAt. " +
    "Extension: an ad's submission to review is a record with adId, adName and changes (the fields that differ from its approved version).",
  tag: CAMPAIGNS_TAG,
  // campaign:read may be scoped to the apps the campaign promotes: checked once it is loaded.
  permission: null,
  allowReviewers: true,
  params: campaignIdParams,
  query: campaignPageQuery,
  pagination: "items",
  response: campaignHistorySchema,
  errors: [404],
  run: async ({ organizationId, params, query, can }) => {
    const campaign = await getCampaignOrThrow({ id: params.campaignId, organizationId });
    assertCanOnCampaign(can, "campaign:read", organizationId, campaign.promotedAppIds);
    return listCampaignHistory(campaign, query);
  },
});
