import "server-only";
import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from "@/lib/db/generated/client";
import type { WebhookDeliveryAnswer, WebhookEndpointAnswer } from "./schemas";
import { storedDeliveryStatus } from "./stored-columns";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** An endpoint as the API answers it: never a secret. */
export function serializeWebhook(row: WebhookEndpoint): WebhookEndpointAnswer {
  return {
    _id: row.id,
    organizationId: row.organizationId,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    enabled: row.enabled,
    disabledReason: row.disabledReason === "FAILING" ? "FAILING" : null,
    failingSince: iso(row.failingSince),
    previousSecretExpiresAt:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date() ? iso(row.previousSecretExpiresAt) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The tries shown with a delivery: the newest 10. */
const DELIVERY_TRIES_SHOWN = 10;

export const deliveryInclude = {
  event: { select: { type: true } },
  tries: { orderBy: [{ startedAt: "desc" as const }, { id: "desc" as const }], take: DELIVERY_TRIES_SHOWN },
};

type DeliveryRow = WebhookDelivery & { event: { type: string }; tries: WebhookAttempt[] };

export function serializeDelivery(row: DeliveryRow): WebhookDeliveryAnswer {
  const status = storedDeliveryStatus(row.status);
  return {
    _id: row.id,
    webhookId: row.endpointId,
    eventId: row.eventId,
    eventType: row.event.type,
    status,
    attempts: row.attempts,
    nextAttemptAt: status === "PENDING" ? iso(row.nextAttemptAt) : null,
    createdAt: row.createdAt.toISOString(),
    tries: row.tries.map((attempt) => ({
      _id: attempt.id,
      startedAt: attempt.startedAt.toISOString(),
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      responseExcerpt: attempt.responseExcerpt,
      error: attempt.error,
    })),
  };
}
