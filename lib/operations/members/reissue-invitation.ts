import { organizationOperation } from "@/lib/http/operation";
import { invitationLinkSchema, reissueInvitationBody } from "@/lib/members/invitation-schemas";
import { reissueInvitation as reissue } from "@/lib/members/invitations";
import { userIdParams } from "@/lib/members/schemas";
import { actorOf } from "@/lib/permissions/member-authority";
import { MEMBER_PATH, MEMBERS_TAG } from "./examples";

export const reissueInvitation = organizationOperation({
  method: "POST",
  path: `${MEMBER_PATH}/invitation`,
  operationId: "reissueInvitation",
  reasons: ["INVITATION_NOT_PENDING"],
  summary: "Resend or copy a pending invitation's link",
  description:
    "A new link (7 days) for a PENDING member: e-mailed when `send` is true, always in the answer (an Idempotency-Key " +
    'replay leaves it out and answers `redacted: ["inviteUrl"]`). Earlier links keep ' +
    "working until they expire; revoke with DELETE members/{userId}. 409 INVITATION_NOT_PENDING once accepted.",
  tag: MEMBERS_TAG,
  audit: "member:reissue-invitation",
  permission: "member:create",
  params: userIdParams,
  body: reissueInvitationBody,
  secrets: ["inviteUrl"],
  response: invitationLinkSchema,
  errors: [404, 409],
  run: ({ organizationId, membership, can, params, body }) => reissue(organizationId, actorOf(membership, can), params.userId, body.send),
});
