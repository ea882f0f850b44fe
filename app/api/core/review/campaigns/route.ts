import { withCaller } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { requestOrigin } from "@/lib/api/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { listCampaignReviewQueue } from "@/lib/campaigns/list-campaign-review-queue";
import { assertReviewer, reviewQueueQuery } from "@/lib/review/queue";

// GET /api/core/review/campaigns — extension: every organization's campaigns waiting for review, oldest first
export const GET = withCaller(
  async ({ caller, query, req }) => {
    assertReviewer(caller.user);
    return Response.json(await listCampaignReviewQueue(query, publicBaseUrl(requestOrigin(req))));
  },
  { query: reviewQueueQuery },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
