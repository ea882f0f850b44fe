import { paginationQuery } from "@/lib/api/pagination";
import { createRoleBody, roleIdParams, roleListSchema, roleSchema, updateRoleBody } from "@/lib/roles/schemas";
import type { RouteSpec } from "@/lib/openapi/route-spec";

const ORG = "/api/core/organization/{organizationId}";

const roleExample = {
  _id: "6740a1b2c3d4e5f60123bbbb",
  organizationId: "6740a1b2c3d4e5f601234567",
  name: "Puzzle Quest marketing",
  description: "Runs campaigns for one game",
  type: "ORGANIZATION_ROLE_TYPE_CUSTOM",
  statements: [
    "campaign:*@organization/6740a1b2c3d4e5f601234567/app/6740a1b2c3d4e5f60123cccc",
    "app:read@organization/6740a1b2c3d4e5f601234567/app/6740a1b2c3d4e5f60123cccc",
  ],
  createdAt: "2026-11-21T09:00:00.000Z",
  updatedAt: "2026-11-21T09:00:00.000Z",
  memberCount: 2,
};

const STATEMENT_RULES =
  "Statements are ACTION@TARGET: ACTION is resource:verb, resource:* or *; TARGET a node id of GET permissions' " +
  "targetTree, with * allowed as the last segment. Anything else, or a target outside this organization's tree, " +
  "is 400 INVALID_STATEMENT with a detail per bad statement (path statements.<index>). A statement the caller's own " +
  "role does not cover is 403 PERMISSION_DENIED.";

export const roleRoutes: RouteSpec[] = [
  {
    method: "GET",
    path: `${ORG}/roles`,
    operationId: "listRoles",
    summary: "List roles",
    tag: "Roles and permissions",
    query: paginationQuery,
    response: roleListSchema,
    responseExample: { items: [roleExample], nextCursor: null },
  },
  {
    method: "POST",
    path: `${ORG}/roles`,
    operationId: "createRole",
    reasons: ["ROLE_NAME_TAKEN", "INVALID_STATEMENT"],
    summary: "Create a custom role",
    description: `${STATEMENT_RULES} 409 ROLE_NAME_TAKEN when the name is in use (whatever its case).`,
    tag: "Roles and permissions",
    body: createRoleBody,
    response: roleSchema,
    errors: [409],
    requestExample: { name: roleExample.name, description: roleExample.description, statements: roleExample.statements },
    responseExample: { ...roleExample, memberCount: 0 },
  },
  {
    method: "GET",
    path: `${ORG}/roles/{roleId}`,
    operationId: "getRole",
    summary: "Read one role",
    tag: "Roles and permissions",
    params: roleIdParams,
    response: roleSchema,
    responseExample: roleExample,
  },
  {
    method: "PUT",
    path: `${ORG}/roles/{roleId}`,
    operationId: "updateRole",
    reasons: ["ROLE_NAME_TAKEN", "INVALID_STATEMENT", "SYSTEM_ROLE_IMMUTABLE"],
    summary: "Update role",
    description:
      `Custom roles only: a system role is 409 SYSTEM_ROLE_IMMUTABLE. Every field is optional; what is given replaces ` +
      `what was. \`type\` may only be ORGANIZATION_ROLE_TYPE_CUSTOM. ${STATEMENT_RULES}`,
    tag: "Roles and permissions",
    operation: 15,
    params: roleIdParams,
    body: updateRoleBody,
    response: roleSchema,
    errors: [409],
    requestExample: { statements: roleExample.statements },
    responseExample: roleExample,
  },
  {
    method: "DELETE",
    path: `${ORG}/roles/{roleId}`,
    operationId: "deleteRole",
    reasons: ["ROLE_IN_USE", "SYSTEM_ROLE_IMMUTABLE"],
    summary: "Delete a custom role",
    description: "Answers the deleted role. 409 SYSTEM_ROLE_IMMUTABLE for a system role, 409 ROLE_IN_USE while members hold it.",
    tag: "Roles and permissions",
    params: roleIdParams,
    response: roleSchema,
    errors: [409],
    responseExample: { ...roleExample, memberCount: 0 },
  },
];
