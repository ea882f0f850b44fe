import { withCaller } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { forbidden } from "@/lib/api/errors";
import { listReviewQueue } from "@/lib/apps/list-review-queue";
import { reviewQueueQuery } from "@/lib/apps/schemas";

// GET /api/core/review/app-platforms — extension: every organization's app platforms waiting for review
export const GET = withCaller(
  async ({ caller, query }) => {
    if (!caller.user.reviewer) throw forbidden("Only platform reviewers see the review queue.", "PERMISSION_DENIED");
    return Response.json(await listReviewQueue(query));
  },
  { query: reviewQueueQuery },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
