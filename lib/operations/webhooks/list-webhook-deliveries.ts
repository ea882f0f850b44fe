import { organizationOperation } from "@/lib/http/operation";
import { webhookDeliveryPageSchema, webhookDeliveryQuery, webhookIdParams } from "@/lib/webhooks/schemas";
import { listDeliveries } from "@/lib/webhooks/webhook-deliveries";
import { deliveryExample, WEBHOOK_PATH, WEBHOOKS_TAG } from "./examples";

export const listWebhookDeliveries = organizationOperation({
  method: "GET",
  path: `${WEBHOOK_PATH}/deliveries`,
  operationId: "listWebhookDeliveries",
  summary: "List a webhook endpoint's deliveries",
  description: "Newest first, a page at a time, optionally only one status; each with its newest 10 attempts.",
  tag: WEBHOOKS_TAG,
  permission: "webhook:read",
  params: webhookIdParams,
  query: webhookDeliveryQuery,
  pagination: "items",
  response: webhookDeliveryPageSchema,
  responseExample: { items: [deliveryExample], nextCursor: null },
  run: ({ organizationId, params, query }) => listDeliveries(organizationId, params.webhookId, query),
});
