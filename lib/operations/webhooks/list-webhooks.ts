import { organizationOperation } from "@/lib/http/operation";
import { listWebhooks as listWebhookRows } from "@/lib/webhooks/manage-webhooks";
import { webhookListSchema } from "@/lib/webhooks/schemas";
import { webhookExample, WEBHOOKS_PATH, WEBHOOKS_TAG } from "./examples";

export const listWebhooks = organizationOperation({
  method: "GET",
  path: WEBHOOKS_PATH,
  operationId: "listWebhooks",
  summary: "List webhook endpoints",
  description: "Every endpoint of the organization (at most 20), oldest first. Secrets are never shown here.",
  tag: WEBHOOKS_TAG,
  permission: "webhook:read",
  response: webhookListSchema,
  responseExample: { items: [webhookExample] },
  run: ({ organizationId }) => listWebhookRows(organizationId),
});
