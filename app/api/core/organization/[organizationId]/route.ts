import { withOrganization } from "@/lib/api/handler";
import { getOrganizationOrThrow, updateOrganization } from "@/lib/organizations/organization-queries";
import { serializeOrganization, updateOrganizationBody } from "@/lib/organizations/schemas";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// GET /api/core/organization/{organizationId} — extension: read organization
export const GET = withOrganization(
  async ({ organizationId }) => Response.json(serializeOrganization(await getOrganizationOrThrow(organizationId))),
  { permission: "organization:read" },
);

// PUT /api/core/organization/{organizationId} — operation 1: update organization
export const PUT = withOrganization(
  async ({ organizationId, body }) => Response.json(serializeOrganization(await updateOrganization(organizationId, body))),
  { permission: "organization:update", body: updateOrganizationBody },
);

export const { POST, PATCH, DELETE } = methodsNotAllowed("GET", "PUT");
