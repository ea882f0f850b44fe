import { callerOperation } from "@/lib/http/operation";
import { updateIntegrationKeyPolicy as update } from "@/lib/integration-keys/integration-keys";
import { integrationKeyParams, integrationKeyPolicyBody, integrationKeySchema } from "@/lib/integration-keys/schemas";
import { assertReviewer } from "@/lib/review/queue";
import { INTEGRATION_KEY_EXAMPLE, INTEGRATION_KEYS_TAG, REVIEWERS_ONLY } from "./examples";

export const updateIntegrationKeyPolicy = callerOperation({
  method: "PUT",
  path: "/api/core/review/integration-keys/{keyId}/policy",
  operationId: "updateIntegrationKeyPolicy",
  reasons: ["PERMISSION_DENIED", "INTEGRATION_KEY_INACTIVE"],
  summary: "Set an integration key's policy",
  description: `The key's whole policy (IP/CIDR whitelist, rate limit, expiry); an omitted limit is cleared. ${REVIEWERS_ONLY}`,
  tag: INTEGRATION_KEYS_TAG,
  params: integrationKeyParams,
  body: integrationKeyPolicyBody,
  response: integrationKeySchema,
  errors: [404, 409],
  audit: "integration-key:update",
  requestExample: { ipWhitelist: ["10.20.0.0/16"], rateLimit: { requests: 600, windowSeconds: 60 } },
  responseExample: INTEGRATION_KEY_EXAMPLE,
  run: ({ caller, params, body }) => {
    assertReviewer(caller.user);
    return update(params.keyId, body);
  },
});
