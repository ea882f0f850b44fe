import { organizationOperation } from "@/lib/http/operation";
import { twoFactorRequirementSchema } from "@/lib/auth/two-factor/schemas";
import { twoFactorRequirement } from "@/lib/members/two-factor-policy";
import { ORGANIZATION_PATH, ORGANIZATIONS_TAG } from "./examples";

export const getTwoFactorRequirement = organizationOperation({
  method: "GET",
  path: `${ORGANIZATION_PATH}/two-factor`,
  operationId: "getTwoFactorRequirement",
  summary: "Whether the organization requires two-factor sign-in",
  description: "Any member may read it.",
  tag: ORGANIZATIONS_TAG,
  permission: null,
  response: twoFactorRequirementSchema,
  run: ({ organizationId }) => twoFactorRequirement(organizationId),
});
