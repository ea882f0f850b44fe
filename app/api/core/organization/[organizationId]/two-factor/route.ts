import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { setTwoFactorRequired, twoFactorRequirement } from "@/lib/members/two-factor-policy";
import { requireTwoFactorBody } from "@/lib/auth/two-factor/schemas";

// GET /api/core/organization/{organizationId}/two-factor — extension: whether the organization requires two-factor
export const GET = withOrganization(async ({ organizationId }) => Response.json(await twoFactorRequirement(organizationId)), {
  permission: null,
});

// PUT /api/core/organization/{organizationId}/two-factor — extension: an Owner requires (or stops requiring)
// two-factor sign-in of the organization's members
export const PUT = withOrganization(
  async ({ organizationId, membership, caller, body }) =>
    Response.json(await setTwoFactorRequired(organizationId, { membership, twoFactorSince: caller.user.twoFactorSince }, body.required)),
  { permission: "organization:update", body: requireTwoFactorBody, audit: "organization:require-two-factor" },
);

export const { POST, PATCH, DELETE } = methodsNotAllowed("GET", "PUT");
