import { withOrganization } from "@/lib/api/handler";
import { linkHeader, paginationQuery } from "@/lib/api/pagination";
import { listMembers } from "@/lib/members/list-members";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// GET /api/core/organization/{organizationId}/members — operation 10: list members
export const GET = withOrganization(
  async ({ organizationId, query, req }) => {
    const { members, nextCursor } = await listMembers(organizationId, query.limit, query.cursor);
    return Response.json(members, { headers: linkHeader(req, nextCursor) });
  },
  { permission: "member:read", query: paginationQuery },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
