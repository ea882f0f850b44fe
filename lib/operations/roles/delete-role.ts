import { organizationOperation } from "@/lib/http/operation";
import { deleteRole as deleteRoleRow } from "@/lib/roles/delete-role";
import { roleIdParams, roleSchema } from "@/lib/roles/schemas";
import { ROLE_PATH, roleExample, ROLES_TAG } from "./examples";

export const deleteRole = organizationOperation({
  method: "DELETE",
  path: ROLE_PATH,
  operationId: "deleteRole",
  summary: "Delete a custom role",
  description: "Answers the deleted role. 409 SYSTEM_ROLE_IMMUTABLE for a system role, 409 ROLE_IN_USE while members hold it.",
  tag: ROLES_TAG,
  audit: "role:delete",
  permission: "role:delete",
  params: roleIdParams,
  response: roleSchema,
  reasons: ["ROLE_IN_USE", "SYSTEM_ROLE_IMMUTABLE"],
  errors: [409],
  responseExample: { ...roleExample, memberCount: 0 },
  run: ({ organizationId, params }) => deleteRoleRow(organizationId, params.roleId),
});
