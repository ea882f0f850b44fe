import { withOrganization } from "@/lib/api/handler";
import { getMe } from "@/lib/members/get-me";
import { actorOf } from "@/lib/permissions/member-authority";
import { removeMember } from "@/lib/members/remove-member";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// GET /api/core/organization/{organizationId}/me — extension: the caller's member record and granted permissions
export const GET = withOrganization(
  async ({ organizationId, caller, can, membership }) =>
    Response.json(await getMe(organizationId, caller.user, (action) => can(action), membership?.role.statements ?? [])),
  { permission: null, allowReviewers: true },
);

// DELETE /api/core/organization/{organizationId}/me — extension: leave the organization (not as its last Owner)
export const DELETE = withOrganization(
  async ({ organizationId, caller, membership, can }) =>
    Response.json(await removeMember(organizationId, actorOf(membership, can), caller.user.id)),
  { permission: null, audit: "member:leave" },
);

export const { POST, PUT, PATCH } = methodsNotAllowed("GET", "DELETE");
