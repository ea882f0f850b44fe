import { withOrganization } from "@/lib/api/handler";
import { pageResponse, paginationQuery } from "@/lib/api/pagination";
import { actorOf } from "@/lib/permissions/member-authority";
import { createRole } from "@/lib/roles/create-role";
import { listRoles } from "@/lib/roles/list-roles";
import { createRoleBody, serializeRole } from "@/lib/roles/schemas";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// GET /api/core/organization/{organizationId}/roles — extension: list roles
export const GET = withOrganization(
  async ({ organizationId, query, req }) => pageResponse(req, await listRoles(organizationId, query), "items", serializeRole),
  { permission: "role:read", query: paginationQuery },
);

// POST /api/core/organization/{organizationId}/roles — extension: create a custom role
export const POST = withOrganization(
  async ({ organizationId, membership, can, body }) => Response.json(await createRole(organizationId, actorOf(membership, can), body)),
  { permission: "role:create", body: createRoleBody },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
