import { organizationOperation } from "@/lib/http/operation";
import { actingName } from "@/lib/http/authenticate";
import { twoFactorResetSchema } from "@/lib/auth/two-factor/schemas";
import { userIdParams } from "@/lib/members/schemas";
import { resetMemberTwoFactor as resetTwoFactor } from "@/lib/members/two-factor-policy";
import { MEMBER_PATH, MEMBERS_TAG } from "./examples";

export const resetMemberTwoFactor = organizationOperation({
  method: "DELETE",
  path: `${MEMBER_PATH}/two-factor`,
  operationId: "resetMemberTwoFactor",
  summary: "Reset a member's second factor",
  description: "Owner only. The member's app, recovery codes and passkeys go and all their sessions end; an e-mail tells them. Audited.",
  tag: MEMBERS_TAG,
  permission: "member:update",
  audit: "member:reset-two-factor",
  params: userIdParams,
  response: twoFactorResetSchema,
  run: ({ organizationId, membership, caller, params }) =>
    resetTwoFactor(organizationId, { membership, name: actingName(caller) }, params.userId),
});
