import { callerOperation } from "@/lib/http/operation";
import { paginationQuery } from "@/lib/api/pagination";
import { listCallerOrganizations } from "@/lib/organizations/organization-queries";
import { organizationListSchema, serializeCallerOrganization } from "@/lib/organizations/schemas";
import { ORGANIZATIONS_PATH, ORGANIZATIONS_TAG } from "./examples";

export const listMyOrganizations = callerOperation({
  method: "GET",
  path: ORGANIZATIONS_PATH,
  operationId: "listMyOrganizations",
  summary: "List the caller's organizations",
  description:
    "With the session, every organization the person belongs to. With a member's key, only the organization the key was issued in: a key speaks for that one organization, and the person's others are none of its business.",
  tag: ORGANIZATIONS_TAG,
  query: paginationQuery,
  pagination: "items",
  response: organizationListSchema,
  run: async ({ caller, query }) => {
    // A key speaks for one organization: it sees that one, so a script can still find the id it works in.
    const page = await listCallerOrganizations(caller.user.id, query, caller.apiKey?.membership.organizationId);
    return { items: page.items.map(serializeCallerOrganization), nextCursor: page.nextCursor };
  },
});
