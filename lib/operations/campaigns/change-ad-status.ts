import { organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import { adIdParams, changeAdStatusBody } from "@/lib/campaigns/ad-schemas";
import { changeAdStatus as changeAdStatusRow } from "@/lib/campaigns/change-ad-status";
import { campaignSchema } from "@/lib/campaigns/schemas";
import { changedCampaignAnswer } from "./changed-campaign-answer";
import { CAMPAIGN_PATH, CAMPAIGNS_TAG } from "./examples";

export const changeAdStatus = organizationOperation({
  method: "POST",
  path: `${CAMPAIGN_PATH}/ad/{adId}/status`,
  operationId: "changeAdStatus",
  reasons: ["INVALID_STATUS_TRANSITION"],
  summary: "Pause or resume one ad",
  description:
    "AD_STATUS_PAUSED holds this ad back (serving reason AD_PAUSED) while the campaign's other ads keep serving; " +
    "AD_STATUS_ACTIVE resumes it. Its review does not change. The status it already has is 409 " +
    "INVALID_STATUS_TRANSITION, as for the campaign's own status, and so is any change in a campaign its advertiser " +
    "ENDED. A house campaign is 404 here. Needs campaign:update on every app the campaign promotes. Answers the campaign.",
  tag: CAMPAIGNS_TAG,
  // campaign:update may be scoped to the apps the campaign promotes: checked on the campaign read under its lock.
  permission: null,
  audit: "campaign:change-ad-status",
  changeEvent: "ad.updated",
  params: adIdParams,
  body: changeAdStatusBody,
  response: campaignSchema,
  errors: [404, 409],
  requestExample: { status: "AD_STATUS_PAUSED" },
  serving: ({ params }) => ({ campaignIds: [params.campaignId] }),
  run: async ({ organizationId, params, body, caller, can, req }) => {
    const { campaignId, adId } = params;
    await changeAdStatusRow({ campaignId, adId, organizationId, userId: actingId(caller), can, to: body.status });
    return changedCampaignAnswer(req, organizationId, campaignId);
  },
});
