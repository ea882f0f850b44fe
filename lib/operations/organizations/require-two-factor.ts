import { organizationOperation } from "@/lib/http/operation";
import { personOf } from "@/lib/http/authenticate";
import { requireTwoFactorBody, twoFactorRequirementSchema } from "@/lib/auth/two-factor/schemas";
import { setTwoFactorRequired } from "@/lib/members/two-factor-policy";
import { ORGANIZATION_PATH, ORGANIZATIONS_TAG } from "./examples";

export const requireTwoFactor = organizationOperation({
  method: "PUT",
  path: `${ORGANIZATION_PATH}/two-factor`,
  operationId: "requireTwoFactor",
  summary: "Require two-factor sign-in of the members",
  description:
    "Owner only, and requiring it needs the Owner's own second factor first (403 TWO_FACTOR_REQUIRED). Members signed in without a second factor then reach the organization only after setting one up (403 TWO_FACTOR_REQUIRED); API keys are not affected.",
  tag: ORGANIZATIONS_TAG,
  permission: "organization:update",
  audit: "organization:require-two-factor",
  body: requireTwoFactorBody,
  reasons: ["SERVICE_ACCOUNT_NOT_ALLOWED"],
  response: twoFactorRequirementSchema,
  run: ({ organizationId, membership, caller, body }) =>
    setTwoFactorRequired(organizationId, { membership, twoFactorSince: personOf(caller).twoFactorSince }, body.required),
});
