import { callerOperation } from "@/lib/http/operation";
import { assertReviewer } from "@/lib/review/queue";
import { countReviewQueues as count } from "@/lib/review/queue-counts";
import { reviewCountsSchema } from "@/lib/review/schemas";
import { REVIEW_TAG, REVIEWERS_ONLY } from "./examples";

export const countReviewQueues = callerOperation({
  method: "GET",
  path: "/api/core/review/counts",
  operationId: "countReviewQueues",
  reasons: ["PERMISSION_DENIED"],
  summary: "Review queues: how many items wait",
  description: `PENDING app platforms, PENDING campaigns, PENDING ads of campaigns approved before and open top-up requests of every organization. ${REVIEWERS_ONLY}`,
  tag: REVIEW_TAG,
  response: reviewCountsSchema,
  responseExample: { appPlatforms: 3, campaigns: 1, ads: 2, topUps: 0 },
  run: ({ caller }) => {
    assertReviewer(caller.user);
    return count();
  },
});
