import { organizationOperation } from "@/lib/http/operation";
import { getRoleOrThrow } from "@/lib/roles/get-role-or-throw";
import { roleIdParams, roleSchema, serializeRole } from "@/lib/roles/schemas";
import { ROLE_PATH, roleExample, ROLES_TAG } from "./examples";

export const getRole = organizationOperation({
  method: "GET",
  path: ROLE_PATH,
  operationId: "getRole",
  summary: "Read one role",
  tag: ROLES_TAG,
  permission: "role:read",
  params: roleIdParams,
  response: roleSchema,
  responseExample: roleExample,
  run: async ({ organizationId, params }) => serializeRole(await getRoleOrThrow({ id: params.roleId, organizationId })),
});
