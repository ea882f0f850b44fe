import { personOperation } from "@/lib/http/operation";
import { createOrganization as createOrganizationRow } from "@/lib/organizations/create-organization";
import { createOrganizationBody, organizationSchema, serializeOrganization } from "@/lib/organizations/schemas";
import { organizationExample, ORGANIZATIONS_PATH, ORGANIZATIONS_TAG } from "./examples";

export const createOrganization = personOperation({
  method: "POST",
  path: ORGANIZATIONS_PATH,
  operationId: "createOrganization",
  summary: "Create an organization (the caller becomes Owner)",
  description:
    "With parentOrganizationId, creates a child organization of one where the caller may organization:create. The console session only: a key speaks for its one organization and cannot make another (403 SESSION_REQUIRED).",
  tag: ORGANIZATIONS_TAG,
  audit: "organization:create",
  body: createOrganizationBody,
  response: organizationSchema,
  errors: [404],
  reasons: ["PERMISSION_DENIED", "NOT_FOUND"],
  requestExample: { name: "Pixel Forge Japan", parentOrganizationId: "6740a1b2c3d4e5f601234567" },
  responseExample: { ...organizationExample, name: "Pixel Forge Japan", parentOrganizationId: "6740a1b2c3d4e5f601234567", depth: 1 },
  run: async ({ caller, body }) => {
    const { organization } = await createOrganizationRow(caller.user.id, body);
    return serializeOrganization(organization);
  },
});
