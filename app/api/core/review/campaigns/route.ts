import { withCaller } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { forbidden } from "@/lib/api/errors";
import { requestOrigin } from "@/lib/api/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { listCampaignReviewQueue } from "@/lib/campaigns/list-campaign-review-queue";
import { campaignPageQuery } from "@/lib/campaigns/schemas";

// GET /api/core/review/campaigns — extension: every organization's campaigns waiting for review, oldest first
export const GET = withCaller(
  async ({ caller, query, req }) => {
    if (!caller.user.reviewer) throw forbidden("Only platform reviewers see the review queue.", "PERMISSION_DENIED");
    return Response.json(await listCampaignReviewQueue(query, publicBaseUrl(requestOrigin(req))));
  },
  { query: campaignPageQuery },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
