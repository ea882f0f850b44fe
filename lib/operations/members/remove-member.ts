import { organizationOperation } from "@/lib/http/operation";
import { memberSchema } from "@/lib/members/member-schema";
import { removeMember as removeMemberRow } from "@/lib/members/remove-member";
import { userIdParams } from "@/lib/members/schemas";
import { actorOf } from "@/lib/permissions/member-authority";
import { memberExample, MEMBER_PATH, MEMBERS_TAG } from "./examples";

export const removeMember = organizationOperation({
  method: "DELETE",
  path: MEMBER_PATH,
  operationId: "removeMember",
  summary: "Remove a member",
  description: "Answers the removed member. Their API key stops working at once. 409 LAST_OWNER for the last Owner.",
  tag: MEMBERS_TAG,
  audit: "member:delete",
  permission: "member:delete",
  params: userIdParams,
  response: memberSchema,
  reasons: ["LAST_OWNER", "LOCK_TIMEOUT"],
  errors: [409],
  responseExample: memberExample,
  run: ({ organizationId, membership, can, params }) => removeMemberRow(organizationId, actorOf(membership, can), params.userId),
});
