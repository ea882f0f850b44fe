import { campaignReviewQueueSchema } from "@/lib/campaigns/schemas";
import { reviewQueueQuery } from "@/lib/review/queue";
import type { RouteSpec } from "@/lib/openapi/route-spec";

export const campaignRoutes: RouteSpec[] = [
  {
    method: "GET",
    path: "/api/core/review/campaigns",
    operationId: "listCampaignReviewQueue",
    summary: "Review queue: campaigns waiting for a platform reviewer",
    description:
      "Every organization's PENDING campaigns, oldest first, with their ads and creatives. Platform reviewers only " +
      "(403 PERMISSION_DENIED otherwise); approve and reject through POST /campaign/{campaignId}/status.",
    tag: "Review",
    query: reviewQueueQuery,
    response: campaignReviewQueueSchema,
  },
];
