import { organizationOperation } from "@/lib/http/operation";
import { personOf } from "@/lib/http/authenticate";
import { memberSchema } from "@/lib/members/member-schema";
import { removeMember } from "@/lib/members/remove-member";
import { actorOf } from "@/lib/permissions/member-authority";
import { ORGANIZATION_PATH } from "./examples";

export const leaveOrganization = organizationOperation({
  method: "DELETE",
  path: `${ORGANIZATION_PATH}/me`,
  operationId: "leaveOrganization",
  summary: "Leave the organization",
  description: "Any member may leave; the last Owner cannot (409 LAST_OWNER). Answers the former Member record.",
  tag: "Members",
  permission: null,
  audit: "member:leave",
  response: memberSchema,
  errors: [409],
  reasons: ["SERVICE_ACCOUNT_NOT_ALLOWED", "LAST_OWNER"],
  run: ({ organizationId, caller, membership, can }) => removeMember(organizationId, actorOf(membership, can), personOf(caller).id),
});
