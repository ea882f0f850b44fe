import { actingId } from "@/lib/http/authenticate";
import { organizationOperation } from "@/lib/http/operation";
import { checkWebhookUrl } from "@/lib/webhooks/check-webhook-url";
import { updateWebhook as updateWebhookRow } from "@/lib/webhooks/manage-webhooks";
import { updateWebhookBody, webhookEndpointSchema, webhookIdParams } from "@/lib/webhooks/schemas";
import { webhookExample, WEBHOOK_PATH, WEBHOOKS_TAG } from "./examples";

export const updateWebhook = organizationOperation({
  method: "PATCH",
  path: WEBHOOK_PATH,
  operationId: "updateWebhook",
  summary: "Change a webhook endpoint",
  description:
    "The fields given change. `enabled: true` turns an endpoint the server turned off back on (disabledReason and " +
    "failingSince are cleared); its deliveries still waiting are sent again. A new URL is checked as on create " +
    "(400 WEBHOOK_URL_NOT_ALLOWED). Whoever gives the endpoint another URL becomes the one it acts for: from then on it " +
    "is sent only the events their role reads.",
  tag: WEBHOOKS_TAG,
  permission: "webhook:manage",
  audit: "webhook:update",
  params: webhookIdParams,
  body: updateWebhookBody,
  response: webhookEndpointSchema,
  reasons: ["WEBHOOK_URL_NOT_ALLOWED", "LOCK_TIMEOUT"],
  requestExample: { enabled: false },
  responseExample: { ...webhookExample, enabled: false },
  // The URL's name lookup is network I/O: done before the change's transaction opens, not inside it.
  beforeTransaction: async ({ body }) => {
    if (body.url !== undefined) await checkWebhookUrl(body.url);
  },
  run: ({ organizationId, caller, params, body }) => updateWebhookRow(organizationId, params.webhookId, body, actingId(caller)),
});
