import { organizationOperation } from "@/lib/http/operation";
import { webhookDeliverySchema, webhookIdParams } from "@/lib/webhooks/schemas";
import { sendTestEvent } from "@/lib/webhooks/webhook-deliveries";
import { deliveryExample, WEBHOOK_PATH, WEBHOOKS_TAG } from "./examples";

export const sendTestWebhook = organizationOperation({
  method: "POST",
  path: `${WEBHOOK_PATH}/test`,
  operationId: "sendTestWebhook",
  summary: "Send a test event to a webhook endpoint",
  description:
    "Sends a `webhook.test` event to this endpoint only, signed and retried like any other, and answers its delivery " +
    "(PENDING: follow it in the deliveries list). The test event is not in the event log. An endpoint turned off is " +
    "409 WEBHOOK_DISABLED (nothing is queued). An organization sends at most 10 test events a minute (the server's " +
    "WEBHOOK_TEST_EVENTS_PER_MINUTE): past it 429 RATE_LIMITED with Retry-After.",
  tag: WEBHOOKS_TAG,
  permission: "webhook:manage",
  audit: "webhook:test",
  params: webhookIdParams,
  response: webhookDeliverySchema,
  successStatus: 202,
  reasons: ["WEBHOOK_DISABLED", "RATE_LIMITED", "LOCK_TIMEOUT"],
  errors: [409, 429],
  responseExample: { ...deliveryExample, eventType: "webhook.test", status: "PENDING", attempts: 0, tries: [] },
  run: ({ organizationId, params }) => sendTestEvent(organizationId, params.webhookId),
});
