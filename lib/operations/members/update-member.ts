import { organizationOperation } from "@/lib/http/operation";
import { memberSchema } from "@/lib/members/member-schema";
import { updateMemberBody, userIdParams } from "@/lib/members/schemas";
import { updateMember as updateMemberRow } from "@/lib/members/update-member";
import { actorOf } from "@/lib/permissions/member-authority";
import { memberExample, MEMBER_PATH, MEMBERS_TAG } from "./examples";

export const updateMember = organizationOperation({
  method: "PUT",
  path: MEMBER_PATH,
  operationId: "updateMember",
  operation: 12,
  summary: "Change member role and expiry",
  description:
    "The body is the membership's whole state: an omitted or null `expiresAt` means it never expires. " +
    "409 LAST_OWNER when the change would demote, or set an expiry on, the organization's last Owner. " +
    "Only an Owner may change an Owner or grant the Owner role (403 PERMISSION_DENIED).",
  tag: MEMBERS_TAG,
  audit: "member:update",
  permission: "member:update",
  params: userIdParams,
  body: updateMemberBody,
  response: memberSchema,
  reasons: ["LAST_OWNER", "LOCK_TIMEOUT"],
  errors: [409],
  requestExample: { roleId: "6740a1b2c3d4e5f601234568", expiresAt: "2027-01-31T00:00:00Z" },
  responseExample: memberExample,
  run: ({ organizationId, membership, can, params, body }) =>
    updateMemberRow(organizationId, actorOf(membership, can), params.userId, body),
});
