import { withCaller } from "@/lib/api/handler";
import { paginationQuery } from "@/lib/api/pagination";
import { createOrganization } from "@/lib/organizations/create-organization";
import { listCallerOrganizations } from "@/lib/organizations/organization-queries";
import { createOrganizationBody, organizationListSchema, serializeOrganization } from "@/lib/organizations/schemas";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// GET /api/core/organizations — extension: the caller's organizations
export const GET = withCaller(
  async ({ caller, query }) => {
    const { page, nextCursor } = await listCallerOrganizations(caller.user.id, query.limit, query.cursor);
    const items = page.map((m) => ({ ...serializeOrganization(m.organization), roleId: m.role.id, roleName: m.role.name }));
    return Response.json(organizationListSchema.parse({ items, nextCursor }));
  },
  { query: paginationQuery },
);

// POST /api/core/organizations — extension: create an organization; the caller becomes its Owner
export const POST = withCaller(
  async ({ caller, body }) => {
    const { organization } = await createOrganization(caller.user.id, body);
    return Response.json(serializeOrganization(organization));
  },
  { body: createOrganizationBody, audit: "organization:create" },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
