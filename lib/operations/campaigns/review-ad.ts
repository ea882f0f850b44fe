import { organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import { requestOrigin } from "@/lib/http/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { adReviewParams, reviewAdBody } from "@/lib/campaigns/ad-review-schemas";
import { campaignAnswer } from "@/lib/campaigns/campaign-answers";
import { getCampaignOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import { reviewAd as reviewAdRow } from "@/lib/campaigns/review-ad";
import { campaignSchema } from "@/lib/campaigns/schemas";
import { CAMPAIGN_PATH, CAMPAIGNS_TAG } from "./examples";

// POST /api/core/organization/{organizationId}/campaign/{campaignId}/ad/{adId}/review: a reviewer decides one ad
export const reviewAd = organizationOperation({
  method: "POST",
  path: `${CAMPAIGN_PATH}/ad/{adId}/review`,
  operationId: "reviewAd",
  reasons: ["INVALID_STATUS_TRANSITION", "CREATIVE_SNAPSHOT_MISSING"],
  summary: "Approve or reject one ad of a running campaign",
  description:
    "Platform reviewers only (campaign:review). Decides the current version of a PENDING ad of a campaign approved " +
    "before: a new ad, or one whose creatives or destination changed. APPROVED makes this version the approved one " +
    "(later changes are compared with it) and lets it serve; REJECTED needs a `reason`, which the advertiser sees on " +
    "the ad. An ad that is not PENDING, or whose campaign is itself in review (PENDING, REJECTED) or was ended, is " +
    "409 INVALID_STATUS_TRANSITION; an ad with a hosted image whose snapshot is not stored yet cannot be APPROVED " +
    "(409 CREATIVE_SNAPSHOT_MISSING, details naming the creative). Decided on the ad read under the campaign's lock: " +
    "of two reviewers at once, one succeeds and the other gets 409. Each decision is recorded in the campaign's " +
    "history. Answers the campaign.",
  tag: CAMPAIGNS_TAG,
  permission: "campaign:review",
  allowReviewers: true,
  audit: "campaign:review-ad",
  params: adReviewParams,
  body: reviewAdBody,
  response: campaignSchema,
  errors: [404, 409],
  requestExample: { status: "REJECTED", reason: "The new video shows a competitor's logo." },
  serving: ({ params }) => ({ campaignIds: [params.campaignId] }),
  run: async ({ organizationId, params, body, caller, req }) => {
    const campaign = await getCampaignOrThrow({ id: params.campaignId, organizationId });
    await reviewAdRow({
      campaignId: campaign.id,
      organizationId,
      adId: params.adId,
      to: body.status,
      reason: body.reason,
      userId: actingId(caller),
    });
    return campaignAnswer(await getCampaignOrThrow({ id: campaign.id, organizationId }), publicBaseUrl(requestOrigin(req)));
  },
});
