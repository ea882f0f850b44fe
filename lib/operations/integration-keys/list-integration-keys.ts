import { callerOperation } from "@/lib/http/operation";
import { listIntegrationKeys as list } from "@/lib/integration-keys/integration-keys";
import { integrationKeyListSchema } from "@/lib/integration-keys/schemas";
import { assertReviewer } from "@/lib/review/queue";
import { INTEGRATION_KEY_EXAMPLE, INTEGRATION_KEYS_TAG, REVIEWERS_ONLY } from "./examples";

export const listIntegrationKeys = callerOperation({
  method: "GET",
  path: "/api/core/review/integration-keys",
  operationId: "listIntegrationKeys",
  reasons: ["PERMISSION_DENIED"],
  summary: "Integration keys of the serving system",
  description: `The platform integration keys that still work (active, retiring after a rotation, or expired), newest first. ${REVIEWERS_ONLY}`,
  tag: INTEGRATION_KEYS_TAG,
  response: integrationKeyListSchema,
  responseExample: { items: [INTEGRATION_KEY_EXAMPLE] },
  run: ({ caller }) => {
    assertReviewer(caller.user);
    return list();
  },
});
