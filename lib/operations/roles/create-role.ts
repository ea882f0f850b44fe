import { organizationOperation } from "@/lib/http/operation";
import { actorOf } from "@/lib/permissions/member-authority";
import { createRole as createRoleRow } from "@/lib/roles/create-role";
import { createRoleBody, roleSchema } from "@/lib/roles/schemas";
import { roleExample, ROLES_PATH, ROLES_TAG, STATEMENT_RULES } from "./examples";

export const createRole = organizationOperation({
  method: "POST",
  path: ROLES_PATH,
  operationId: "createRole",
  summary: "Create a custom role",
  description: `${STATEMENT_RULES} 409 ROLE_NAME_TAKEN when the name is in use (whatever its case).`,
  tag: ROLES_TAG,
  audit: "role:create",
  permission: "role:create",
  body: createRoleBody,
  response: roleSchema,
  reasons: ["ROLE_NAME_TAKEN", "INVALID_STATEMENT"],
  errors: [409],
  requestExample: { name: roleExample.name, description: roleExample.description, statements: roleExample.statements },
  responseExample: { ...roleExample, memberCount: 0 },
  run: ({ organizationId, membership, can, body }) => createRoleRow(organizationId, actorOf(membership, can), body),
});
