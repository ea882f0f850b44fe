import { callerOperation } from "@/lib/http/operation";
import { requestOrigin } from "@/lib/http/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { listCampaignReviewQueue as listQueue } from "@/lib/campaigns/list-campaign-review-queue";
import { campaignReviewQueueSchema } from "@/lib/campaigns/schemas";
import { assertReviewer, reviewQueueQuery } from "@/lib/review/queue";
import { REVIEW_TAG } from "./examples";

export const listCampaignReviewQueue = callerOperation({
  method: "GET",
  path: "/api/core/review/campaigns",
  operationId: "listCampaignReviewQueue",
  reasons: ["PERMISSION_DENIED"],
  summary: "Review queue: campaigns waiting for a platform reviewer",
  description:
    "Every organization's PENDING campaigns, oldest first, with their ads and creatives. Platform reviewers only " +
    "(403 PERMISSION_DENIED otherwise); approve and reject through POST /campaign/{campaignId}/status.",
  tag: REVIEW_TAG,
  query: reviewQueueQuery,
  pagination: "items",
  response: campaignReviewQueueSchema,
  run: ({ caller, query, req }) => {
    assertReviewer(caller.user);
    return listQueue(query, publicBaseUrl(requestOrigin(req)));
  },
});
