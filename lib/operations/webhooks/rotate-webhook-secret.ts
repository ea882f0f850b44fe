import { organizationOperation } from "@/lib/http/operation";
import { rotateWebhookSecret as rotateSecret } from "@/lib/webhooks/manage-webhooks";
import { webhookIdParams, webhookWithSecretSchema } from "@/lib/webhooks/schemas";
import { SECRET_OVERLAP_HOURS } from "@/lib/webhooks/webhook-secret";
import { secretExample, webhookExample, WEBHOOK_PATH, WEBHOOKS_TAG } from "./examples";

export const rotateWebhookSecret = organizationOperation({
  method: "POST",
  path: `${WEBHOOK_PATH}/secret`,
  operationId: "rotateWebhookSecret",
  summary: "Rotate a webhook endpoint's signing secret",
  description:
    "Answers the new secret, the only time it is shown. For the next " +
    `${SECRET_OVERLAP_HOURS} hours (previousSecretExpiresAt) deliveries carry a signature by each secret, so the ` +
    "receiver can switch without missing one; a secret older than that stops signing.",
  tag: WEBHOOKS_TAG,
  permission: "webhook:manage",
  audit: "webhook:rotate-secret",
  params: webhookIdParams,
  response: webhookWithSecretSchema,
  secrets: ["secret"],
  reasons: ["LOCK_TIMEOUT"],
  responseExample: { ...webhookExample, previousSecretExpiresAt: "2026-11-22T09:00:00.000Z", secret: secretExample },
  run: ({ organizationId, params }) => rotateSecret(organizationId, params.webhookId),
});
