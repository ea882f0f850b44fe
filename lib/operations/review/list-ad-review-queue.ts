import { callerOperation } from "@/lib/http/operation";
import { requestOrigin } from "@/lib/http/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { adReviewQueueSchema } from "@/lib/campaigns/ad-review-schemas";
import { listAdReviewQueue as listQueue } from "@/lib/campaigns/list-ad-review-queue";
import { assertReviewer, reviewQueueQuery } from "@/lib/review/queue";
import { REVIEW_TAG, REVIEWERS_ONLY } from "./examples";

// GET /api/core/review/ads: the ads waiting for a reviewer in campaigns approved before
export const listAdReviewQueue = callerOperation({
  method: "GET",
  path: "/api/core/review/ads",
  operationId: "listAdReviewQueue",
  reasons: ["PERMISSION_DENIED"],
  summary: "Review queue: ads waiting for a platform reviewer",
  description:
    "Every organization's PENDING ads in campaigns approved before (a new ad, or one whose creatives or destination " +
    "changed), oldest submission first. Each item carries the organization, the campaign, the ad as answered now, the " +
    "version last approved (null for a new ad) with its creatives' media urls, and `changes`: the fields that differ. " +
    "Ads of a campaign that is itself in review are decided with the campaign (GET /review/campaigns). " +
    `${REVIEWERS_ONLY} Decide through POST /campaign/{campaignId}/ad/{adId}/review.`,
  tag: REVIEW_TAG,
  query: reviewQueueQuery,
  pagination: "items",
  response: adReviewQueueSchema,
  run: ({ caller, query, req }) => {
    assertReviewer(caller.user);
    return listQueue(query, publicBaseUrl(requestOrigin(req)));
  },
});
