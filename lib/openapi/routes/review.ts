import { organizationSearchQuery, organizationSearchSchema, reviewCountsSchema } from "@/lib/review/schemas";
import type { RouteSpec } from "@/lib/openapi/route-spec";

const REVIEWERS_ONLY = "Platform reviewers only (403 PERMISSION_DENIED otherwise).";

export const reviewRoutes: RouteSpec[] = [
  {
    method: "GET",
    path: "/api/core/review/counts",
    operationId: "countReviewQueues",
    summary: "Review queues: how many items wait",
    description: `PENDING app platforms, PENDING campaigns and open top-up requests of every organization. ${REVIEWERS_ONLY}`,
    tag: "Review",
    response: reviewCountsSchema,
    responseExample: { appPlatforms: 3, campaigns: 1, topUps: 0 },
    reasons: ["PERMISSION_DENIED"],
  },
  {
    method: "GET",
    path: "/api/core/review/organizations",
    operationId: "searchOrganizations",
    summary: "Find an organization by name",
    description: `Every organization whose name contains \`q\` (any case), oldest first, so a reviewer can pick one to record a charge. ${REVIEWERS_ONLY}`,
    tag: "Review",
    query: organizationSearchQuery,
    response: organizationSearchSchema,
    responseExample: {
      items: [{ _id: "6740a1b2c3d4e5f601234567", name: "Pixel Forge", createdAt: "2026-11-22T09:30:00.000Z" }],
      nextCursor: null,
    },
    reasons: ["PERMISSION_DENIED"],
  },
];
