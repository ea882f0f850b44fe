import { organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import { checkWebhookUrl } from "@/lib/webhooks/check-webhook-url";
import { createWebhook as createWebhookRow } from "@/lib/webhooks/manage-webhooks";
import { createWebhookBody, webhookWithSecretSchema } from "@/lib/webhooks/schemas";
import { WEBHOOKS_MAX } from "@/lib/webhooks/webhook-constants";
import { secretExample, SIGNING, webhookExample, WEBHOOKS_PATH, WEBHOOKS_TAG } from "./examples";

export const createWebhook = organizationOperation({
  method: "POST",
  path: WEBHOOKS_PATH,
  operationId: "createWebhook",
  summary: "Add a webhook endpoint",
  description:
    "Answers the endpoint with its signing secret, the only time the secret is shown: keep it. A URL whose host is or " +
    "resolves to a private, loopback or other non-public address is 400 WEBHOOK_URL_NOT_ALLOWED; past " +
    `${WEBHOOKS_MAX} endpoints, 409 WEBHOOK_LIMIT_REACHED. The endpoint acts for its creator (the member, or the service ` +
    "account whose key made it): it is sent only the events their role reads, as GET /events lists them to them, checked " +
    "when each event is dispatched and again when it is sent; one they may no longer read is FAILED with a try saying " +
    `so, and a creator gone from the organization is sent nothing. ${SIGNING}`,
  tag: WEBHOOKS_TAG,
  permission: "webhook:manage",
  audit: "webhook:create",
  body: createWebhookBody,
  response: webhookWithSecretSchema,
  successStatus: 201,
  secrets: ["secret"],
  reasons: ["WEBHOOK_URL_NOT_ALLOWED", "WEBHOOK_LIMIT_REACHED"],
  errors: [409],
  requestExample: { url: webhookExample.url, description: webhookExample.description, eventTypes: webhookExample.eventTypes },
  responseExample: { ...webhookExample, secret: secretExample },
  // The URL's name lookup is network I/O: done before the change's transaction opens, not inside it.
  beforeTransaction: ({ body }) => checkWebhookUrl(body.url),
  run: ({ organizationId, caller, body }) => createWebhookRow(organizationId, actingId(caller), body),
});
