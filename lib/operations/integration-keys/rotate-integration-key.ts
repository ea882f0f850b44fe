import { callerOperation } from "@/lib/http/operation";
import { rotateIntegrationKey as rotate } from "@/lib/integration-keys/integration-keys";
import { integrationKeyParams, rotateIntegrationKeyBody, rotatedIntegrationKeySchema } from "@/lib/integration-keys/schemas";
import { assertReviewer } from "@/lib/review/queue";
import { INTEGRATION_KEY_EXAMPLE, INTEGRATION_KEYS_TAG, NEW_KEY_EXAMPLE, REVIEWERS_ONLY } from "./examples";

export const rotateIntegrationKey = callerOperation({
  method: "POST",
  path: "/api/core/review/integration-keys/{keyId}/rotate",
  operationId: "rotateIntegrationKey",
  reasons: ["PERMISSION_DENIED", "INTEGRATION_KEY_INACTIVE"],
  summary: "Rotate an integration key",
  description:
    "A new key with the old one's name and policy, in this answer only. The old key stops at once, or keeps working " +
    "for `overlapHours` (up to 168) beside the new one so the serving system's instances can switch one by one. A " +
    `revoked key, or one a rotation already replaced, is 409 INTEGRATION_KEY_INACTIVE. ${REVIEWERS_ONLY}`,
  tag: INTEGRATION_KEYS_TAG,
  params: integrationKeyParams,
  body: rotateIntegrationKeyBody,
  response: rotatedIntegrationKeySchema,
  errors: [404, 409],
  secrets: ["apiKey"],
  audit: "integration-key:rotate",
  requestExample: { overlapHours: 24 },
  responseExample: {
    apiKey: NEW_KEY_EXAMPLE,
    key: { ...INTEGRATION_KEY_EXAMPLE, _id: "6740a1b2c3d4e5f601239a02", lastUsedAt: null },
    previous: {
      ...INTEGRATION_KEY_EXAMPLE,
      status: "RETIRING",
      retiresAt: "2026-11-27T09:15:00.000Z",
      replacedById: "6740a1b2c3d4e5f601239a02",
    },
  },
  run: ({ caller, params, body }) => {
    assertReviewer(caller.user);
    return rotate(params.keyId, caller.user.id, body);
  },
});
