import { organizationOperation } from "@/lib/http/operation";
import { actorOf } from "@/lib/permissions/member-authority";
import { deleteServiceAccount as deleteRow } from "@/lib/service-accounts/delete-service-account";
import { serviceAccountIdParams, serviceAccountSchema } from "@/lib/service-accounts/schemas";
import { AUTHORITY_RULE, SERVICE_ACCOUNT_PATH, SERVICE_ACCOUNTS_TAG, serviceAccountExample } from "./examples";

export const deleteServiceAccount = organizationOperation({
  method: "DELETE",
  path: SERVICE_ACCOUNT_PATH,
  operationId: "deleteServiceAccount",
  summary: "Delete a service account",
  description: `Every key of the account stops working at once. Answers the deleted account. ${AUTHORITY_RULE}`,
  tag: SERVICE_ACCOUNTS_TAG,
  permission: "service-account:manage",
  audit: "service-account:delete",
  params: serviceAccountIdParams,
  response: serviceAccountSchema,
  reasons: ["LOCK_TIMEOUT"],
  responseExample: serviceAccountExample,
  run: ({ organizationId, membership, can, params }) => deleteRow(organizationId, actorOf(membership, can), params.serviceAccountId),
});
