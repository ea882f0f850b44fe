import { withOrganization } from "@/lib/api/handler";
import { getPermissionCatalogue } from "@/lib/permissions/catalogue-response";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// GET /api/core/organization/{organizationId}/permissions — operation 16: caller's permissions (the catalogue)
export const GET = withOrganization(async ({ organizationId }) => Response.json(await getPermissionCatalogue(organizationId)), {
  permission: null,
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
