import "server-only";
import { ApiError, conflict, notFound } from "@/lib/api/errors";
import { keyset, pageOf } from "@/lib/api/pagination";
import { consumeRateLimit, rateLimitHeaders, type RateLimitRule } from "@/lib/api/rate-limit";
import { prisma } from "@/lib/db/client";
import { lockRow } from "@/lib/db/row-lock";
import { transaction } from "@/lib/db/transaction";
import { TEST_EVENT_TYPE } from "@/lib/events/event-types";
import { newObjectId } from "@/lib/new-object-id";
import { getWebhookOrThrow, lockWebhookOrThrow } from "./get-webhook-or-throw";
import type { WebhookDeliveryQuery } from "./schemas";
import { deliveryInclude, serializeDelivery } from "./serialize-webhook";
import { sendWebhookJobs } from "./webhook-queue";
import { setting } from "@/lib/config";

/**
 * Test events an organization may send, over all its endpoints: each is a real delivery that takes a worker's slot,
 * so they are counted like any other work a client can start at will.
 */
function testEventRule(): RateLimitRule {
  return { requests: setting("WEBHOOK_TEST_EVENTS_PER_MINUTE"), windowSeconds: 60 };
}

const disabled = () => conflict("The webhook endpoint is turned off; turn it on to send to it.", "WEBHOOK_DISABLED");

/** Extension GET /webhooks/{id}/deliveries: newest first, each with its newest tries. */
export async function listDeliveries(organizationId: string, webhookId: string, query: WebhookDeliveryQuery) {
  await getWebhookOrThrow({ id: webhookId, organizationId });
  const page = keyset("createdAt", "desc", query);
  const rows = await prisma.webhookDelivery.findMany({
    where: { endpointId: webhookId, organizationId, ...(query.status ? { status: query.status } : {}), ...page.where },
    include: deliveryInclude,
    orderBy: page.orderBy,
    take: page.take,
  });
  const result = pageOf(rows, query.limit, "createdAt");
  return { items: result.items.map(serializeDelivery), nextCursor: result.nextCursor };
}

/** Extension POST /webhooks/{id}/test: a webhook.test event delivered to this endpoint only. */
export async function sendTestEvent(organizationId: string, webhookId: string) {
  const rule = testEventRule();
  const limit = await consumeRateLimit(`webhook-test:${organizationId}`, rule);
  if (!limit.allowed) {
    throw new ApiError(
      429,
      `At most ${rule.requests} test events a minute per organization; try again in ${limit.resetSeconds} s.`,
      "RATE_LIMITED",
      { headers: rateLimitHeaders(limit) },
    );
  }
  return transaction(async (tx) => {
    const endpoint = await lockWebhookOrThrow(tx, { id: webhookId, organizationId });
    if (!endpoint.enabled) throw disabled();
    const now = new Date();
    const eventId = newObjectId();
    await tx.event.create({
      data: {
        id: eventId,
        organizationId,
        type: TEST_EVENT_TYPE,
        objectId: webhookId,
        data: { webhookId, message: "A test event sent from the Adnet console or API." },
        createdAt: now,
        // Already dispatched: the dispatcher never fans it out.
        dispatchedAt: now,
      },
    });
    const delivery = await tx.webhookDelivery.create({
      data: { id: newObjectId(), organizationId, endpointId: webhookId, eventId, nextAttemptAt: now, createdAt: now },
      include: deliveryInclude,
    });
    await sendWebhookJobs(tx, [webhookId]);
    return serializeDelivery(delivery);
  });
}

/** Extension POST /webhooks/{id}/deliveries/{deliveryId}/resend: due again now; a FAILED one is PENDING again (one more try). */
export async function resendDelivery(organizationId: string, webhookId: string, deliveryId: string) {
  return transaction(async (tx) => {
    const endpoint = await lockWebhookOrThrow(tx, { id: webhookId, organizationId });
    if (!(await lockRow(tx, { table: "WebhookDelivery", id: deliveryId, organizationId }))) throw notFound("Webhook delivery");
    const found = await tx.webhookDelivery.findFirst({ where: { id: deliveryId, endpointId: webhookId } });
    if (!found) throw notFound("Webhook delivery");
    if (!endpoint.enabled) throw disabled();
    const delivery = await tx.webhookDelivery.update({
      where: { id: deliveryId },
      data: { status: "PENDING", nextAttemptAt: new Date() },
      include: deliveryInclude,
    });
    await sendWebhookJobs(tx, [webhookId]);
    return serializeDelivery(delivery);
  });
}
