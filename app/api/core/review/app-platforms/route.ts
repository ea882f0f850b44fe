import { withCaller } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { pageResponse } from "@/lib/api/pagination";
import { forbidden } from "@/lib/api/errors";
import { listReviewQueue } from "@/lib/review/list-app-platform-queue";
import { reviewQueueQuery } from "@/lib/apps/schemas";

// GET /api/core/review/app-platforms — extension: every organization's app platforms waiting for review
export const GET = withCaller(
  async ({ req, caller, query }) => {
    if (!caller.user.reviewer) throw forbidden("Only platform reviewers see the review queue.", "PERMISSION_DENIED");
    return pageResponse(req, await listReviewQueue(query), "items");
  },
  { query: reviewQueueQuery },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
