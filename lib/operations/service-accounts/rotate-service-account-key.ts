import { actingId } from "@/lib/http/authenticate";
import { organizationOperation } from "@/lib/http/operation";
import { actorOf } from "@/lib/permissions/member-authority";
import { rotateServiceAccountKey as rotateKey } from "@/lib/service-accounts/service-account-keys";
import { rotatedServiceAccountKeySchema, rotateServiceAccountKeyBody, serviceAccountKeyParams } from "@/lib/service-accounts/schemas";
import { AUTHORITY_RULE, keyExample, KEY_PATH, NEW_KEY_EXAMPLE, SERVICE_ACCOUNTS_TAG } from "./examples";

export const rotateServiceAccountKey = organizationOperation({
  method: "POST",
  path: `${KEY_PATH}/rotate`,
  operationId: "rotateServiceAccountKey",
  summary: "Rotate a service account key",
  description:
    "Issues a new key with the old one's policy (`apiKey`, in this answer only). With `overlapHours` above 0 the old " +
    "key keeps working until `previous.retiresAt`, so a program's instances can switch one by one; with 0 it stops " +
    "at once. 409 SERVICE_ACCOUNT_KEY_INACTIVE for a key already revoked or rotated. " +
    AUTHORITY_RULE,
  tag: SERVICE_ACCOUNTS_TAG,
  permission: "service-account:manage",
  audit: "service-account:rotate-key",
  params: serviceAccountKeyParams,
  body: rotateServiceAccountKeyBody,
  response: rotatedServiceAccountKeySchema,
  secrets: ["apiKey"],
  reasons: ["SERVICE_ACCOUNT_KEY_INACTIVE", "LOCK_TIMEOUT"],
  errors: [409],
  requestExample: { overlapHours: 24 },
  responseExample: {
    apiKey: NEW_KEY_EXAMPLE,
    key: { ...keyExample, _id: "6740a1b2c3d4e5f60123a002", prefix: "osk_9fK2mQ", lastUsedAt: null },
    previous: { ...keyExample, status: "RETIRING", retiresAt: "2026-11-27T09:00:00.000Z", replacedById: "6740a1b2c3d4e5f60123a002" },
  },
  run: ({ organizationId, membership, can, caller, params, body }) =>
    rotateKey(
      { organizationId, serviceAccountId: params.serviceAccountId, actor: actorOf(membership, can) },
      params.keyId,
      actingId(caller),
      body,
    ),
});
