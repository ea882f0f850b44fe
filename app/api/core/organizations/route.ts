import { withCaller } from "@/lib/api/handler";
import { pageResponse, paginationQuery } from "@/lib/api/pagination";
import { createOrganization } from "@/lib/organizations/create-organization";
import { listCallerOrganizations } from "@/lib/organizations/organization-queries";
import { createOrganizationBody, serializeCallerOrganization, serializeOrganization } from "@/lib/organizations/schemas";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// GET /api/core/organizations — extension: the caller's organizations
export const GET = withCaller(
  async ({ req, caller, query }) =>
    pageResponse(req, await listCallerOrganizations(caller.user.id, query), "items", serializeCallerOrganization),
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
