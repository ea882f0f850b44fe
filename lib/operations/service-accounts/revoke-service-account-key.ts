import { organizationOperation } from "@/lib/http/operation";
import { actorOf } from "@/lib/permissions/member-authority";
import { revokeServiceAccountKey as revokeKey } from "@/lib/service-accounts/service-account-keys";
import { serviceAccountKeyParams, serviceAccountKeySchema } from "@/lib/service-accounts/schemas";
import { AUTHORITY_RULE, keyExample, KEY_PATH, SERVICE_ACCOUNTS_TAG } from "./examples";

export const revokeServiceAccountKey = organizationOperation({
  method: "DELETE",
  path: KEY_PATH,
  operationId: "revokeServiceAccountKey",
  summary: "Revoke a service account key",
  description:
    "The key stops working at once, on every server (a retiring key too, before its overlap ends). 409 " +
    `SERVICE_ACCOUNT_KEY_INACTIVE for a key already revoked. ${AUTHORITY_RULE}`,
  tag: SERVICE_ACCOUNTS_TAG,
  permission: "service-account:manage",
  audit: "service-account:revoke-key",
  params: serviceAccountKeyParams,
  response: serviceAccountKeySchema,
  reasons: ["SERVICE_ACCOUNT_KEY_INACTIVE", "LOCK_TIMEOUT"],
  errors: [409],
  responseExample: keyExample,
  run: ({ organizationId, membership, can, params }) =>
    revokeKey({ organizationId, serviceAccountId: params.serviceAccountId, actor: actorOf(membership, can) }, params.keyId),
});
