import { organizationOperation } from "@/lib/http/operation";
import { deleteWebhook as deleteWebhookRow } from "@/lib/webhooks/manage-webhooks";
import { webhookEndpointSchema, webhookIdParams } from "@/lib/webhooks/schemas";
import { webhookExample, WEBHOOK_PATH, WEBHOOKS_TAG } from "./examples";

export const deleteWebhook = organizationOperation({
  method: "DELETE",
  path: WEBHOOK_PATH,
  operationId: "deleteWebhook",
  summary: "Delete a webhook endpoint",
  description: "Deletes the endpoint with its deliveries and their attempts, and answers the endpoint as it was.",
  tag: WEBHOOKS_TAG,
  permission: "webhook:manage",
  audit: "webhook:delete",
  params: webhookIdParams,
  response: webhookEndpointSchema,
  reasons: ["LOCK_TIMEOUT"],
  responseExample: webhookExample,
  run: ({ organizationId, params }) => deleteWebhookRow(organizationId, params.webhookId),
});
