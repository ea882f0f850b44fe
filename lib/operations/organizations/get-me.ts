import { organizationOperation } from "@/lib/http/operation";
import { personOf } from "@/lib/http/authenticate";
import { getMe as getMeRecord } from "@/lib/members/get-me";
import { meSchema } from "@/lib/members/member-schema";
import { ORGANIZATION_PATH, ORGANIZATIONS_TAG } from "./examples";

export const getMe = organizationOperation({
  method: "GET",
  path: `${ORGANIZATION_PATH}/me`,
  operationId: "getMe",
  summary: "The caller's member record and granted permissions",
  tag: ORGANIZATIONS_TAG,
  permission: null,
  allowReviewers: true,
  reasons: ["SERVICE_ACCOUNT_NOT_ALLOWED"],
  response: meSchema,
  run: ({ organizationId, caller, can, membership }) =>
    getMeRecord(organizationId, personOf(caller), (action) => can(action), membership?.role.statements ?? []),
});
