import { withCaller } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { assertReviewer } from "@/lib/review/queue";
import { searchOrganizations } from "@/lib/review/search-organizations";
import { organizationSearchQuery } from "@/lib/review/schemas";

// GET /api/core/review/organizations — extension: every organization by name, for platform reviewers
export const GET = withCaller(
  async ({ caller, query }) => {
    assertReviewer(caller.user);
    return Response.json(await searchOrganizations(query));
  },
  { query: organizationSearchQuery },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
