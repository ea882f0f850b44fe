import { organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import { addAd as addAdRow } from "@/lib/campaigns/add-ad";
import { addAdBody } from "@/lib/campaigns/ad-schemas";
import { ADS_MAX } from "@/lib/campaigns/campaign-constants";
import { campaignIdParams, campaignSchema } from "@/lib/campaigns/schemas";
import { changedCampaignAnswer } from "./changed-campaign-answer";
import { AD_REVIEW, CAMPAIGN_PATH, CAMPAIGNS_TAG, createCampaignExample } from "./examples";

export const addAd = organizationOperation({
  method: "POST",
  path: `${CAMPAIGN_PATH}/ad`,
  operationId: "addAd",
  reasons: ["CREATIVE_NOT_READY", "ADS_LIMIT_REACHED", "INVALID_STATUS_TRANSITION"],
  summary: "Add an ad to a campaign",
  description:
    "The body is one ad exactly as an item of operation 2's `ads` (creatives and promotedAppId checked the same way: " +
    "another organization's asset or app is 404, an asset not READY or of the wrong kind 409 CREATIVE_NOT_READY). The " +
    `ad goes after the last one, AD_STATUS_ACTIVE; a campaign holds at most ${ADS_MAX} ads (409 ADS_LIMIT_REACHED). ` +
    "A promotedAppId also needs campaign:update on that app. " +
    AD_REVIEW,
  tag: CAMPAIGNS_TAG,
  // campaign:update may be scoped to the apps the campaign promotes: checked on the campaign read under its lock.
  permission: null,
  audit: "campaign:add-ad",
  params: campaignIdParams,
  body: addAdBody,
  response: campaignSchema,
  errors: [404, 409],
  requestExample: createCampaignExample.ads[0],
  serving: ({ params }) => ({ campaignIds: [params.campaignId] }),
  run: async ({ organizationId, params, body, caller, can, req }) => {
    await addAdRow({ campaignId: params.campaignId, organizationId, userId: actingId(caller), can, input: body });
    return changedCampaignAnswer(req, organizationId, params.campaignId);
  },
});
