import { organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import { adIdParams, updateAdBody } from "@/lib/campaigns/ad-schemas";
import { CREATIVES_MAX } from "@/lib/campaigns/campaign-constants";
import { campaignSchema } from "@/lib/campaigns/schemas";
import { updateAd as updateAdRow } from "@/lib/campaigns/update-ad";
import { changedCampaignAnswer } from "./changed-campaign-answer";
import { AD_REVIEW, CAMPAIGN_PATH, CAMPAIGNS_TAG } from "./examples";

export const updateAd = organizationOperation({
  method: "PATCH",
  path: `${CAMPAIGN_PATH}/ad/{adId}`,
  operationId: "updateAd",
  reasons: ["CREATIVE_NOT_READY", "INVALID_STATUS_TRANSITION"],
  summary: "Change an ad of a campaign",
  description:
    "Every member optional: name, categories, cpm (null removes the price), destinationUrl (null removes it), and " +
    "creatives, the ad's whole new list in order: `{ _id }` keeps an existing creative of this ad (an _id the ad does " +
    "not have is 400 naming the item), `{ image }` or `{ video }` adds one as in operation 2; those left out are " +
    `removed; 1 to ${CREATIVES_MAX}. A request that changes nothing writes nothing. ` +
    AD_REVIEW,
  tag: CAMPAIGNS_TAG,
  // campaign:update may be scoped to the apps the campaign promotes: checked on the campaign read under its lock.
  permission: null,
  audit: "campaign:update-ad",
  changeEvent: "ad.updated",
  params: adIdParams,
  body: updateAdBody,
  response: campaignSchema,
  errors: [404, 409],
  requestExample: {
    destinationUrl: "https://play.google.com/store/apps/details?id=com.pixelforge.puzzle&referrer=winter",
    creatives: [{ _id: "6740a2b2c3d4e5f601234572" }, { video: { assetId: "6740a2b2c3d4e5f601234580" } }],
  },
  serving: ({ params }) => ({ campaignIds: [params.campaignId] }),
  run: async ({ organizationId, params, body, caller, can, req }) => {
    const { campaignId, adId } = params;
    await updateAdRow({ campaignId, adId, organizationId, userId: actingId(caller), can, input: body });
    return changedCampaignAnswer(req, organizationId, campaignId);
  },
});
