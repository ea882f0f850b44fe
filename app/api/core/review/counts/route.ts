import { withCaller } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { assertReviewer } from "@/lib/review/queue";
import { countReviewQueues } from "@/lib/review/queue-counts";

// GET /api/core/review/counts — extension: how many items wait in each reviewers' queue
export const GET = withCaller(async ({ caller }) => {
  assertReviewer(caller.user);
  return Response.json(await countReviewQueues());
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
