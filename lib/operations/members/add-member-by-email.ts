import { organizationOperation } from "@/lib/http/operation";
import { addMemberByEmail as addMember } from "@/lib/members/add-member-by-email";
import { memberSchema } from "@/lib/members/member-schema";
import { addMemberBody } from "@/lib/members/schemas";
import { actorOf } from "@/lib/permissions/member-authority";
import { memberExample, MEMBERS_PATH, MEMBERS_TAG } from "./examples";

export const addMemberByEmail = organizationOperation({
  method: "POST",
  path: `${MEMBERS_PATH}/by-email`,
  operationId: "addMemberByEmail",
  operation: 11,
  summary: "Add member by e-mail",
  description:
    "An e-mail with a confirmed account is added at once (`invitationStatus: ACCEPTED`) and told by e-mail. Any other " +
    "e-mail gets a pending invitation (`invitationStatus: PENDING`, no access yet) and a single-use link valid for 7 days, " +
    "e-mailed to it (or answered as `inviteUrl` when no mail server is configured; an Idempotency-Key replay leaves " +
    'the link out and answers `redacted: ["inviteUrl"]`). ' +
    "409 MEMBER_EXISTS when already a member. Only an Owner may grant the Owner role; a custom role only when it grants " +
    "nothing the caller's own role lacks (403 PERMISSION_DENIED).",
  tag: MEMBERS_TAG,
  audit: "member:create",
  permission: "member:create",
  body: addMemberBody,
  secrets: ["inviteUrl"],
  response: memberSchema,
  reasons: ["MEMBER_EXISTS"],
  errors: [404, 409],
  requestExample: { email: "grace@example.com", roleId: "6740a1b2c3d4e5f601234569", expiresAt: "2027-06-30T23:59:59+09:00" },
  responseExample: { ...memberExample, email: "grace@example.com", roleName: "Viewer" },
  run: ({ organizationId, membership, can, body }) => addMember(organizationId, actorOf(membership, can), body),
});
