import { callerOperation } from "@/lib/http/operation";
import { appPlatformQueueQuery, appPlatformQueueSchema } from "@/lib/apps/schemas";
import { listAppPlatformQueue } from "@/lib/apps/list-app-platform-queue";
import { assertReviewer } from "@/lib/review/queue";

export const listAppReviewQueue = callerOperation({
  method: "GET",
  path: "/api/core/review/app-platforms",
  operationId: "listAppReviewQueue",
  reasons: ["PERMISSION_DENIED"],
  summary: "Review queue: app platforms waiting for a platform reviewer",
  description:
    "Every organization's PENDING app platforms, oldest request first, with the store (or review) URL to check. " +
    "Platform reviewers only (403 PERMISSION_DENIED otherwise); approve and reject through the approval action.",
  tag: "Review",
  query: appPlatformQueueQuery,
  pagination: "items",
  response: appPlatformQueueSchema,
  run: ({ caller, query }) => {
    assertReviewer(caller.user);
    return listAppPlatformQueue(query);
  },
});
