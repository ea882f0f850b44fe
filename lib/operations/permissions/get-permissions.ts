import { organizationOperation } from "@/lib/http/operation";
import { getPermissionCatalogue } from "@/lib/permissions/catalogue-response";
import { permissionCatalogueSchema } from "@/lib/permissions/schemas";

export const getPermissions = organizationOperation({
  method: "GET",
  path: "/api/core/organization/{organizationId}/permissions",
  operationId: "getPermissions",
  summary: "Caller's permissions: the organization's permission catalogue and target tree",
  tag: "Roles and permissions",
  operation: 16,
  permission: null,
  response: permissionCatalogueSchema,
  run: ({ organizationId }) => getPermissionCatalogue(organizationId),
});
