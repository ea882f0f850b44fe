import { withOrganization } from "@/lib/api/handler";
import { actorOf } from "@/lib/permissions/member-authority";
import { deleteRole } from "@/lib/roles/delete-role";
import { getRoleOrThrow } from "@/lib/roles/get-role-or-throw";
import { roleIdParams, serializeRole, updateRoleBody } from "@/lib/roles/schemas";
import { updateRole } from "@/lib/roles/update-role";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// GET /api/core/organization/{organizationId}/roles/{roleId} — extension: one role
export const GET = withOrganization(
  async ({ organizationId, params }) => Response.json(serializeRole(await getRoleOrThrow({ id: params.roleId, organizationId }))),
  { permission: "role:read", params: roleIdParams },
);

// PUT /api/core/organization/{organizationId}/roles/{roleId} — operation 15: update role (custom roles only)
export const PUT = withOrganization(
  async ({ organizationId, membership, can, params, body }) =>
    Response.json(await updateRole(organizationId, actorOf(membership, can), params.roleId, body)),
  { permission: "role:update", params: roleIdParams, body: updateRoleBody },
);

// DELETE /api/core/organization/{organizationId}/roles/{roleId} — extension: delete a custom role no member holds
export const DELETE = withOrganization(
  async ({ organizationId, params }) => Response.json(await deleteRole(organizationId, params.roleId)),
  { permission: "role:delete", params: roleIdParams },
);

export const { POST, PATCH } = methodsNotAllowed("GET", "PUT", "DELETE");
