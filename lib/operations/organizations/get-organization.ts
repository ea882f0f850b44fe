import { organizationOperation } from "@/lib/http/operation";
import { getOrganizationOrThrow } from "@/lib/organizations/organization-queries";
import { organizationSchema, serializeOrganization } from "@/lib/organizations/schemas";
import { organizationExample, ORGANIZATION_PATH, ORGANIZATIONS_TAG } from "./examples";

export const getOrganization = organizationOperation({
  method: "GET",
  path: ORGANIZATION_PATH,
  operationId: "getOrganization",
  summary: "Read an organization",
  tag: ORGANIZATIONS_TAG,
  permission: "organization:read",
  response: organizationSchema,
  responseExample: organizationExample,
  run: async ({ organizationId }) => serializeOrganization(await getOrganizationOrThrow(organizationId)),
});
