import { callerOperation } from "@/lib/http/operation";
import { revokeIntegrationKey as revoke } from "@/lib/integration-keys/integration-keys";
import { integrationKeyParams, integrationKeySchema } from "@/lib/integration-keys/schemas";
import { assertReviewer } from "@/lib/review/queue";
import { INTEGRATION_KEY_EXAMPLE, INTEGRATION_KEYS_TAG, REVIEWERS_ONLY } from "./examples";

export const revokeIntegrationKey = callerOperation({
  method: "DELETE",
  path: "/api/core/review/integration-keys/{keyId}",
  operationId: "revokeIntegrationKey",
  reasons: ["PERMISSION_DENIED", "INTEGRATION_KEY_INACTIVE"],
  summary: "Revoke an integration key",
  description: `The key stops working at once on every instance (a retiring key too, before its overlap ends). ${REVIEWERS_ONLY}`,
  tag: INTEGRATION_KEYS_TAG,
  params: integrationKeyParams,
  response: integrationKeySchema,
  errors: [404, 409],
  audit: "integration-key:revoke",
  responseExample: INTEGRATION_KEY_EXAMPLE,
  run: ({ caller, params }) => {
    assertReviewer(caller.user);
    return revoke(params.keyId);
  },
});
