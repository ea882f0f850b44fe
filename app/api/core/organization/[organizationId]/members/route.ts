import { withOrganization } from "@/lib/api/handler";
import { pageResponse, paginationQuery } from "@/lib/api/pagination";
import { listMembers } from "@/lib/members/list-members";
import { serializeMember } from "@/lib/members/member-schema";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// GET /api/core/organization/{organizationId}/members — operation 10: list members
export const GET = withOrganization(
  async ({ organizationId, query, req }) => pageResponse(req, await listMembers(organizationId, query), "link", serializeMember),
  { permission: "member:read", query: paginationQuery },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
