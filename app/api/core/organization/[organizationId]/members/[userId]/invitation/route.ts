import { withOrganization } from "@/lib/api/handler";
import { reissueInvitationBody } from "@/lib/members/invitation-schemas";
import { reissueInvitation } from "@/lib/members/invitations";
import { actorOf } from "@/lib/permissions/member-authority";
import { userIdParams } from "@/lib/members/schemas";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// POST /api/core/organization/{organizationId}/members/{userId}/invitation — extension: resend or copy a pending invitation's link
export const POST = withOrganization(
  async ({ organizationId, membership, can, params, body }) =>
    Response.json(await reissueInvitation(organizationId, actorOf(membership, can), params.userId, body.send)),
  { permission: "member:create", params: userIdParams, body: reissueInvitationBody, secrets: ["inviteUrl"] },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
