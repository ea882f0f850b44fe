import { organizationOperation } from "@/lib/http/operation";
import { getMembershipOrThrow } from "@/lib/members/get-membership-or-throw";
import { memberSchema, serializeMember } from "@/lib/members/member-schema";
import { userIdParams } from "@/lib/members/schemas";
import { actorOf } from "@/lib/permissions/member-authority";
import { assertMayReadMember } from "@/lib/permissions/refusals";
import { memberExample, MEMBER_PATH, MEMBERS_TAG } from "./examples";

export const getMember = organizationOperation({
  method: "GET",
  path: MEMBER_PATH,
  operationId: "getMember",
  summary: "Read one member (the caller's own record, or any with member:read)",
  tag: MEMBERS_TAG,
  // Any member may read their own record: member:read is checked against the path's user in run.
  permission: null,
  params: userIdParams,
  response: memberSchema,
  responseExample: memberExample,
  run: async ({ organizationId, membership, can, params }) => {
    assertMayReadMember(actorOf(membership, can), params.userId);
    return serializeMember(await getMembershipOrThrow({ userId: params.userId, organizationId }));
  },
});
