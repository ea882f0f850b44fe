import { callerOperation } from "@/lib/http/operation";
import { assertReviewer } from "@/lib/review/queue";
import { organizationSearchQuery, organizationSearchSchema } from "@/lib/review/schemas";
import { searchOrganizations as search } from "@/lib/review/search-organizations";
import { REVIEW_TAG, REVIEWERS_ONLY } from "./examples";

export const searchOrganizations = callerOperation({
  method: "GET",
  path: "/api/core/review/organizations",
  operationId: "searchOrganizations",
  reasons: ["PERMISSION_DENIED"],
  summary: "Find an organization by name",
  description: `Every organization whose name contains \`q\` (any case), oldest first, so a reviewer can pick one to record a charge. ${REVIEWERS_ONLY}`,
  tag: REVIEW_TAG,
  query: organizationSearchQuery,
  pagination: "items",
  response: organizationSearchSchema,
  responseExample: {
    items: [{ _id: "6740a1b2c3d4e5f601234567", name: "Pixel Forge", createdAt: "2026-11-22T09:30:00.000Z" }],
    nextCursor: null,
  },
  run: ({ caller, query }) => {
    assertReviewer(caller.user);
    return search(query);
  },
});
