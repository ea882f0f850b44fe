import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { userIdParams } from "@/lib/members/schemas";
import { resetMemberTwoFactor } from "@/lib/members/two-factor-policy";

// DELETE /api/core/organization/{organizationId}/members/{userId}/two-factor — extension: an Owner resets a member's
// second factor (app, recovery codes, passkeys); the member's sessions end and an e-mail tells them
export const DELETE = withOrganization(
  async ({ organizationId, membership, caller, params }) =>
    Response.json(await resetMemberTwoFactor(organizationId, { membership, name: caller.user.fullName }, params.userId)),
  { permission: "member:update", params: userIdParams, audit: "member:reset-two-factor" },
);

export const { GET, POST, PUT, PATCH } = methodsNotAllowed("DELETE");
