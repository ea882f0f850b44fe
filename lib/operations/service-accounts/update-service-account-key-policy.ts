import { organizationOperation } from "@/lib/http/operation";
import { actorOf } from "@/lib/permissions/member-authority";
import { updateServiceAccountKeyPolicy as updatePolicy } from "@/lib/service-accounts/service-account-keys";
import { serviceAccountKeyParams, serviceAccountKeyPolicyBody, serviceAccountKeySchema } from "@/lib/service-accounts/schemas";
import { AUTHORITY_RULE, keyExample, KEY_PATH, SERVICE_ACCOUNTS_TAG } from "./examples";

export const updateServiceAccountKeyPolicy = organizationOperation({
  method: "PUT",
  path: `${KEY_PATH}/policy`,
  operationId: "updateServiceAccountKeyPolicy",
  summary: "Set a service account key's policy",
  description:
    "The body is the whole policy: an omitted limit is cleared. Expiry (401 API_KEY_EXPIRED), IP whitelist (403 " +
    "IP_NOT_ALLOWED) and rate limit (429 RATE_LIMITED) apply from the next request. 409 " +
    `SERVICE_ACCOUNT_KEY_INACTIVE for a revoked or rotated key. ${AUTHORITY_RULE}`,
  tag: SERVICE_ACCOUNTS_TAG,
  permission: "service-account:manage",
  audit: "service-account:update-key-policy",
  params: serviceAccountKeyParams,
  body: serviceAccountKeyPolicyBody,
  response: serviceAccountKeySchema,
  reasons: ["SERVICE_ACCOUNT_KEY_INACTIVE", "LOCK_TIMEOUT"],
  errors: [409],
  requestExample: { ipWhitelist: ["203.0.113.0/24"], rateLimit: { requests: 600, windowSeconds: 60 } },
  responseExample: keyExample,
  run: ({ organizationId, membership, can, params, body }) =>
    updatePolicy({ organizationId, serviceAccountId: params.serviceAccountId, actor: actorOf(membership, can) }, params.keyId, body),
});
