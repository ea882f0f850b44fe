import { organizationOperation } from "@/lib/http/operation";
import { updateOrganization as updateOrganizationRow } from "@/lib/organizations/organization-queries";
import { organizationSchema, serializeOrganization, updateOrganizationBody } from "@/lib/organizations/schemas";
import { organizationExample, ORGANIZATION_PATH, ORGANIZATIONS_TAG } from "./examples";

export const updateOrganization = organizationOperation({
  method: "PUT",
  path: ORGANIZATION_PATH,
  operationId: "updateOrganization",
  operation: 1,
  summary: "Update organization",
  tag: ORGANIZATIONS_TAG,
  audit: "organization:update",
  permission: "organization:update",
  body: updateOrganizationBody,
  response: organizationSchema,
  requestExample: { name: "Pixel Forge Games", description: "Mobile puzzle studio", timeZone: "Asia/Seoul" },
  responseExample: organizationExample,
  run: async ({ organizationId, body }) => serializeOrganization(await updateOrganizationRow(organizationId, body)),
});
