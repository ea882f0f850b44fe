import { callerOperation } from "@/lib/api/operation";
import { paginationQuery } from "@/lib/api/pagination";
import { listCallerOrganizations } from "@/lib/organizations/organization-queries";
import { organizationListSchema, serializeCallerOrganization } from "@/lib/organizations/schemas";
import { ORGANIZATIONS_PATH, ORGANIZATIONS_TAG } from "./examples";

export const listMyOrganizations = callerOperation({
  method: "GET",
  path: ORGANIZATIONS_PATH,
  operationId: "listMyOrganizations",
  summary: "List the caller's organizations",
  tag: ORGANIZATIONS_TAG,
  query: paginationQuery,
  pagination: "items",
  response: organizationListSchema,
  run: async ({ caller, query }) => {
    const page = await listCallerOrganizations(caller.user.id, query);
    return { items: page.items.map(serializeCallerOrganization), nextCursor: page.nextCursor };
  },
});
