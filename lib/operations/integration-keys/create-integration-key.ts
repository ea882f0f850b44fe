import { callerOperation } from "@/lib/http/operation";
import { createIntegrationKey as create } from "@/lib/integration-keys/integration-keys";
import { createIntegrationKeyBody, issuedIntegrationKeySchema } from "@/lib/integration-keys/schemas";
import { assertReviewer } from "@/lib/review/queue";
import { INTEGRATION_KEY_EXAMPLE, INTEGRATION_KEYS_TAG, NEW_KEY_EXAMPLE, REVIEWERS_ONLY } from "./examples";

export const createIntegrationKey = callerOperation({
  method: "POST",
  path: "/api/core/review/integration-keys",
  operationId: "createIntegrationKey",
  reasons: ["PERMISSION_DENIED"],
  summary: "Issue an integration key for the serving system",
  description:
    "A platform-level key (oik_…) whose only rights are POST /api/core/delivery and the serving feed (GET " +
    "/api/core/serving/ads and /changes); any other route answers 403 INTEGRATION_KEY_NOT_ALLOWED. The key is in this " +
    "answer only (it is stored hashed). Its policy: the addresses or CIDR ranges it may be used from, a rate limit and " +
    `an expiry. ${REVIEWERS_ONLY}`,
  tag: INTEGRATION_KEYS_TAG,
  body: createIntegrationKeyBody,
  response: issuedIntegrationKeySchema,
  successStatus: 201,
  secrets: ["apiKey"],
  audit: "integration-key:create",
  requestExample: { name: "Ad server (Seoul)", policy: { ipWhitelist: ["10.20.0.0/16"], rateLimit: { requests: 600, windowSeconds: 60 } } },
  responseExample: { apiKey: NEW_KEY_EXAMPLE, key: INTEGRATION_KEY_EXAMPLE },
  run: ({ caller, body }) => {
    assertReviewer(caller.user);
    return create(body, caller.user.id);
  },
});
