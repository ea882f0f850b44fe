import { organizationOperation } from "@/lib/http/operation";
import { actorOf } from "@/lib/permissions/member-authority";
import { roleIdParams, roleSchema, updateRoleBody } from "@/lib/roles/schemas";
import { updateRole as updateRoleRow } from "@/lib/roles/update-role";
import { ROLE_PATH, roleExample, ROLES_TAG, STATEMENT_RULES } from "./examples";

export const updateRole = organizationOperation({
  method: "PUT",
  path: ROLE_PATH,
  operationId: "updateRole",
  operation: 15,
  summary: "Update role",
  description:
    `Custom roles only: a system role is 409 SYSTEM_ROLE_IMMUTABLE. Every field is optional; what is given replaces ` +
    `what was. \`type\` may only be ORGANIZATION_ROLE_TYPE_CUSTOM. ${STATEMENT_RULES}`,
  tag: ROLES_TAG,
  audit: "role:update",
  permission: "role:update",
  params: roleIdParams,
  body: updateRoleBody,
  response: roleSchema,
  reasons: ["ROLE_NAME_TAKEN", "INVALID_STATEMENT", "SYSTEM_ROLE_IMMUTABLE"],
  errors: [409],
  requestExample: { statements: roleExample.statements },
  responseExample: roleExample,
  run: ({ organizationId, membership, can, params, body }) => updateRoleRow(organizationId, actorOf(membership, can), params.roleId, body),
});
