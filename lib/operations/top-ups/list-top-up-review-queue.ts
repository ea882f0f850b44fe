import { forbidden } from "@/lib/api/errors";
import { callerOperation } from "@/lib/http/operation";
import { listOpenTopUps } from "@/lib/top-ups/list-top-ups";
import { topUpPageQuery, topUpQueueSchema } from "@/lib/top-ups/schemas";

export const listTopUpReviewQueue = callerOperation({
  method: "GET",
  path: "/api/core/review/top-ups",
  operationId: "listTopUpReviewQueue",
  reasons: ["PERMISSION_DENIED"],
  summary: "Review queue: top-ups waiting for a transfer",
  description: "Every organization's open top-up requests, oldest first. Platform reviewers only (403 PERMISSION_DENIED otherwise).",
  tag: "Review",
  query: topUpPageQuery,
  pagination: "items",
  response: topUpQueueSchema,
  run: ({ caller, query }) => {
    if (!caller.user.reviewer) throw forbidden("Only platform reviewers see the top-up queue.", "PERMISSION_DENIED");
    return listOpenTopUps(query);
  },
});
