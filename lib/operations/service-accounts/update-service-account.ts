import { organizationOperation } from "@/lib/http/operation";
import { actorOf } from "@/lib/permissions/member-authority";
import { serviceAccountIdParams, serviceAccountSchema, updateServiceAccountBody } from "@/lib/service-accounts/schemas";
import { updateServiceAccount as updateRow } from "@/lib/service-accounts/update-service-account";
import { AUTHORITY_RULE, SERVICE_ACCOUNT_PATH, SERVICE_ACCOUNTS_TAG, serviceAccountExample } from "./examples";

export const updateServiceAccount = organizationOperation({
  method: "PATCH",
  path: SERVICE_ACCOUNT_PATH,
  operationId: "updateServiceAccount",
  summary: "Change a service account's name, description or role",
  description: `What is given replaces what was; a new role applies to every key of the account at once. ${AUTHORITY_RULE}`,
  tag: SERVICE_ACCOUNTS_TAG,
  permission: "service-account:manage",
  audit: "service-account:update",
  params: serviceAccountIdParams,
  body: updateServiceAccountBody,
  response: serviceAccountSchema,
  reasons: ["SERVICE_ACCOUNT_NAME_TAKEN", "LOCK_TIMEOUT"],
  errors: [409],
  requestExample: { roleId: "6740a1b2c3d4e5f60123bbbb" },
  responseExample: serviceAccountExample,
  run: ({ organizationId, membership, can, params, body }) =>
    updateRow(organizationId, actorOf(membership, can), params.serviceAccountId, body),
});
