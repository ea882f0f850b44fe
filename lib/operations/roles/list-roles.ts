import { organizationOperation } from "@/lib/http/operation";
import { paginationQuery } from "@/lib/api/pagination";
import { listRoles as listRoleRows } from "@/lib/roles/list-roles";
import { roleListSchema, serializeRole } from "@/lib/roles/schemas";
import { roleExample, ROLES_PATH, ROLES_TAG } from "./examples";

export const listRoles = organizationOperation({
  method: "GET",
  path: ROLES_PATH,
  operationId: "listRoles",
  summary: "List roles",
  tag: ROLES_TAG,
  permission: "role:read",
  query: paginationQuery,
  pagination: "items",
  response: roleListSchema,
  responseExample: { items: [roleExample], nextCursor: null },
  run: async ({ organizationId, query }) => {
    const page = await listRoleRows(organizationId, query);
    return { items: page.items.map(serializeRole), nextCursor: page.nextCursor };
  },
});
