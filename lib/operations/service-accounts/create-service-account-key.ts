import { actingId } from "@/lib/http/authenticate";
import { organizationOperation } from "@/lib/http/operation";
import { actorOf } from "@/lib/permissions/member-authority";
import { createServiceAccountKey as createKey } from "@/lib/service-accounts/service-account-keys";
import { issuedServiceAccountKeySchema, serviceAccountIdParams, serviceAccountKeyPolicyBody } from "@/lib/service-accounts/schemas";
import { AUTHORITY_RULE, keyExample, KEYS_PATH, NEW_KEY_EXAMPLE, SERVICE_ACCOUNTS_TAG } from "./examples";

export const createServiceAccountKey = organizationOperation({
  method: "POST",
  path: KEYS_PATH,
  operationId: "createServiceAccountKey",
  summary: "Issue another key for a service account",
  description:
    "The key (`apiKey`) is in this answer only. Each key carries its own policy: IP/CIDR whitelist, rate limit, " +
    `expiry (operation 13's limits). ${AUTHORITY_RULE}`,
  tag: SERVICE_ACCOUNTS_TAG,
  permission: "service-account:manage",
  audit: "service-account:create-key",
  params: serviceAccountIdParams,
  body: serviceAccountKeyPolicyBody,
  response: issuedServiceAccountKeySchema,
  successStatus: 201,
  secrets: ["apiKey"],
  reasons: ["LOCK_TIMEOUT"],
  requestExample: { ipWhitelist: ["203.0.113.7"], expiresAt: "2027-06-30T00:00:00Z" },
  responseExample: { apiKey: NEW_KEY_EXAMPLE, key: keyExample },
  run: ({ organizationId, membership, can, caller, params, body }) =>
    createKey({ organizationId, serviceAccountId: params.serviceAccountId, actor: actorOf(membership, can) }, actingId(caller), body),
});
