import { actingId } from "@/lib/http/authenticate";
import { organizationOperation } from "@/lib/http/operation";
import { actorOf } from "@/lib/permissions/member-authority";
import { createServiceAccount as createRow } from "@/lib/service-accounts/create-service-account";
import { createdServiceAccountSchema, createServiceAccountBody } from "@/lib/service-accounts/schemas";
import { AUTHORITY_RULE, NEW_KEY_EXAMPLE, SERVICE_ACCOUNTS_PATH, SERVICE_ACCOUNTS_TAG, serviceAccountExample } from "./examples";

export const createServiceAccount = organizationOperation({
  method: "POST",
  path: SERVICE_ACCOUNTS_PATH,
  operationId: "createServiceAccount",
  summary: "Create a service account",
  description:
    "A program's own identity here, with a role and its first key (`apiKey`, shown in this answer only: it is stored " +
    "as a hash). Its keys act with the account's role in this organization only and belong to no member: nobody " +
    "leaving takes them along. An Idempotency-Key replay leaves the key out (`redacted`). 409 " +
    `SERVICE_ACCOUNT_NAME_TAKEN when the name is in use (whatever its case). ${AUTHORITY_RULE}`,
  tag: SERVICE_ACCOUNTS_TAG,
  permission: "service-account:manage",
  audit: "service-account:create",
  body: createServiceAccountBody,
  response: createdServiceAccountSchema,
  successStatus: 201,
  secrets: ["apiKey"],
  reasons: ["SERVICE_ACCOUNT_NAME_TAKEN"],
  errors: [409],
  requestExample: {
    name: serviceAccountExample.name,
    description: serviceAccountExample.description,
    roleId: serviceAccountExample.role._id,
    keyPolicy: { ipWhitelist: ["203.0.113.0/24"], rateLimit: { requests: 600, windowSeconds: 60 } },
  },
  responseExample: { ...serviceAccountExample, apiKey: NEW_KEY_EXAMPLE },
  run: ({ organizationId, membership, can, caller, body }) => createRow(organizationId, actorOf(membership, can), actingId(caller), body),
});
