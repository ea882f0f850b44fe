import { withOrganization } from "@/lib/api/handler";
import { getMembershipOrThrow } from "@/lib/members/get-membership-or-throw";
import { actorOf, assertMayReadMember } from "@/lib/permissions/member-authority";
import { serializeMember } from "@/lib/members/member-schema";
import { removeMember } from "@/lib/members/remove-member";
import { updateMemberBody, userIdParams } from "@/lib/members/schemas";
import { updateMember } from "@/lib/members/update-member";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// GET /api/core/organization/{organizationId}/members/{userId} — extension: one member (their own, or with member:read)
export const GET = withOrganization(
  async ({ organizationId, membership, can, params }) => {
    assertMayReadMember(actorOf(membership, can), params.userId);
    return Response.json(serializeMember(await getMembershipOrThrow({ userId: params.userId, organizationId })));
  },
  { permission: null, params: userIdParams },
);

// PUT /api/core/organization/{organizationId}/members/{userId} — operation 12: change member role and expiry
export const PUT = withOrganization(
  async ({ organizationId, membership, can, params, body }) =>
    Response.json(await updateMember(organizationId, actorOf(membership, can), params.userId, body)),
  { permission: "member:update", params: userIdParams, body: updateMemberBody },
);

// DELETE /api/core/organization/{organizationId}/members/{userId} — extension: remove a member
export const DELETE = withOrganization(
  async ({ organizationId, membership, can, params }) =>
    Response.json(await removeMember(organizationId, actorOf(membership, can), params.userId)),
  { permission: "member:delete", params: userIdParams },
);

export const { POST, PATCH } = methodsNotAllowed("GET", "PUT", "DELETE");
