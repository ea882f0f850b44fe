import { organizationOperation } from "@/lib/http/operation";
import { getWebhook as getWebhookRow } from "@/lib/webhooks/manage-webhooks";
import { webhookEndpointSchema, webhookIdParams } from "@/lib/webhooks/schemas";
import { webhookExample, WEBHOOK_PATH, WEBHOOKS_TAG } from "./examples";

export const getWebhook = organizationOperation({
  method: "GET",
  path: WEBHOOK_PATH,
  operationId: "getWebhook",
  summary: "Read one webhook endpoint",
  tag: WEBHOOKS_TAG,
  permission: "webhook:read",
  params: webhookIdParams,
  response: webhookEndpointSchema,
  responseExample: webhookExample,
  run: ({ organizationId, params }) => getWebhookRow(organizationId, params.webhookId),
});
