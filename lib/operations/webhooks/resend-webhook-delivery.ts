import { organizationOperation } from "@/lib/http/operation";
import { webhookDeliveryParams, webhookDeliverySchema } from "@/lib/webhooks/schemas";
import { resendDelivery } from "@/lib/webhooks/webhook-deliveries";
import { deliveryExample, WEBHOOK_PATH, WEBHOOKS_TAG } from "./examples";

export const resendWebhookDelivery = organizationOperation({
  method: "POST",
  path: `${WEBHOOK_PATH}/deliveries/{deliveryId}/resend`,
  operationId: "resendWebhookDelivery",
  summary: "Send a delivery again",
  description:
    "Makes the delivery due now, whatever its state: a FAILED one is PENDING again for one more try, a SUCCEEDED " +
    "one is sent once more. An endpoint turned off is 409 WEBHOOK_DISABLED.",
  tag: WEBHOOKS_TAG,
  permission: "webhook:manage",
  audit: "webhook:resend",
  params: webhookDeliveryParams,
  response: webhookDeliverySchema,
  successStatus: 202,
  reasons: ["WEBHOOK_DISABLED", "LOCK_TIMEOUT"],
  errors: [409],
  responseExample: { ...deliveryExample, status: "PENDING", nextAttemptAt: "2026-11-21T10:00:00.000Z" },
  run: ({ organizationId, params }) => resendDelivery(organizationId, params.webhookId, params.deliveryId),
});
