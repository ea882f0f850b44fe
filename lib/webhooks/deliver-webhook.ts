import "server-only";
import { prisma } from "@/lib/db/client";
import { lockRow } from "@/lib/db/row-lock";
import { transaction } from "@/lib/db/transaction";
import { serializeEvent, type EventRow } from "@/lib/events/serialize-event";
import { newObjectId } from "@/lib/new-object-id";
import { safePost, SafeFetchError } from "@/lib/net/safe-fetch";
import { nextAttemptAt, retryPeriodMs } from "./retry-schedule";
import { webhookHeaders } from "./sign-webhook";
import { openWebhookSecret } from "./webhook-secret";
import {
  endpointHeldByAnother,
  webhookBreakerCooldownSeconds,
  webhookBreakerFailures,
  webhookConnectTimeoutMs,
  webhookLeaseSeconds,
  webhookOrganizationConcurrency,
  webhookResponseTimeoutMs,
} from "./webhook-queue";
import { withholdUnreadable } from "./webhook-readers";

// One endpoint's deliveries go out one at a time, oldest first, from the job that holds the endpoint
// (webhook-queue.ts). A failed delivery is given its next try time and the job stops: the endpoint is not sent the
// next one until the sweep queues a job again (about a second later), and then the oldest delivery due goes first.
// So a failing delivery waits for its retry while the newer ones go on, each at most one try per sweep while the
// endpoint keeps failing. At least once: a delivery is marked only after its answer, so a worker dying mid-request
// leaves it PENDING and due; receivers dedupe on webhook-id (the event id).
//
// Organizations share the workers fairly: a delivery is claimed only while its organization has fewer than
// WEBHOOK_ORGANIZATION_CONCURRENCY deliveries in flight (over every process), so one organization's endpoints that
// never answer hold at most that many slots and the others' deliveries go on. An endpoint that failed
// WEBHOOK_BREAKER_FAILURES times in a row has its breaker opened: nothing is sent to it for the cool-down, then one
// delivery goes out as the probe, whose success closes the breaker and whose failure opens it again.

/** The answer's first bytes kept for the console. */
const EXCERPT_BYTES = 1024;

/** The JSON body POSTed: the event as the events API answers it (one Event schema, declared under the document's webhooks). */
function webhookPayload(event: EventRow): string {
  return JSON.stringify(serializeEvent(event));
}

type EndpointSecrets = {
  id: string;
  secretSealed: string;
  secretKeyId: string;
  previousSecretSealed: string | null;
  previousSecretKeyId: string | null;
  previousSecretExpiresAt: Date | null;
};

/** The secrets that sign now: the current one, and the previous one until its overlap ends. */
function signingSecrets(endpoint: EndpointSecrets, now: Date): string[] {
  const secrets = [openWebhookSecret({ sealed: endpoint.secretSealed, keyId: endpoint.secretKeyId }, endpoint.id)];
  if (
    endpoint.previousSecretSealed &&
    endpoint.previousSecretKeyId &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt > now
  ) {
    secrets.push(openWebhookSecret({ sealed: endpoint.previousSecretSealed, keyId: endpoint.previousSecretKeyId }, endpoint.id));
  }
  return secrets;
}

type Try = { startedAt: Date; statusCode: number | null; durationMs: number; responseExcerpt: string | null; error: string | null };

async function post(url: string, payload: string, headers: Record<string, string>): Promise<Try> {
  const startedAt = new Date();
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const answer = await safePost(url, Buffer.from(payload), {
      headers,
      excerptBytes: EXCERPT_BYTES,
      connectTimeoutMs: webhookConnectTimeoutMs(),
      timeoutMs: webhookResponseTimeoutMs(),
    });
    // PostgreSQL text holds no NUL character.
    const responseExcerpt = answer.excerpt.toString("utf8").replace(/\u0000/g, "");
    return { startedAt, statusCode: answer.status, durationMs: took(), responseExcerpt, error: null };
  } catch (error) {
    const message = error instanceof SafeFetchError ? error.message : `The request failed: ${(error as Error).message}`;
    return { startedAt, statusCode: null, durationMs: took(), responseExcerpt: null, error: message };
  }
}

const succeeded = (attempt: Try) => attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;

/**
 * Takes a due delivery for the lease before it is sent: its next try moves past the lease and it counts as in flight
 * for its organization until its try is recorded. Refused (false) when another job took it first, or when its
 * organization already has its limit of deliveries in flight: the delivery stays due for a later job. Two jobs of
 * one endpoint can both pass the hold check when their fetches commit in another order than they started; the second
 * then finds the delivery taken and stops, so the receiver gets it once. A job that dies after claiming leaves the
 * delivery due, and its organization's slot free, when the lease ends.
 */
function claimDelivery(deliveryId: string, organizationId: string): Promise<boolean> {
  return transaction(async (tx) => {
    // Claims of one organization queue here, so two processes cannot both see one slot left and both take it.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`webhook-organization:${organizationId}`}, 0))`;
    const now = new Date();
    const leasedUntil = new Date(now.getTime() + webhookLeaseSeconds() * 1000);
    const claimed = await tx.$executeRaw`
      UPDATE "WebhookDelivery" SET "nextAttemptAt" = ${leasedUntil}, "leasedUntil" = ${leasedUntil}
      WHERE "id" = ${deliveryId} AND "status" = 'PENDING' AND "nextAttemptAt" <= ${now}
        AND (
          SELECT count(*) FROM "WebhookDelivery" f WHERE f."organizationId" = ${organizationId} AND f."leasedUntil" > ${now}
        ) < ${webhookOrganizationConcurrency()}`;
    return claimed === 1;
  });
}

/**
 * A success in one statement (the common case, so a burst costs one round trip per delivery): the try, and the
 * delivery SUCCEEDED unless something else (a resend) changed it meanwhile.
 */
async function recordSuccess(deliveryId: string, attempt: Try): Promise<void> {
  await prisma.$executeRaw`
    WITH tried AS (
      INSERT INTO "WebhookAttempt" ("id", "deliveryId", "startedAt", "statusCode", "durationMs", "responseExcerpt", "error")
      VALUES (${newObjectId()}, ${deliveryId}, ${attempt.startedAt}, ${attempt.statusCode}, ${attempt.durationMs}, ${attempt.responseExcerpt}, NULL)
    )
    UPDATE "WebhookDelivery"
    SET "status" = CASE WHEN "status" = 'PENDING' THEN 'SUCCEEDED' ELSE "status" END,
      "attempts" = CASE WHEN "status" = 'PENDING' THEN "attempts" + 1 ELSE "attempts" END,
      "nextAttemptAt" = CASE WHEN "status" = 'PENDING' THEN NULL ELSE "nextAttemptAt" END,
      "lastStatusCode" = CASE WHEN "status" = 'PENDING' THEN ${attempt.statusCode} ELSE "lastStatusCode" END,
      "leasedUntil" = NULL, "updatedAt" = now()
    WHERE "id" = ${deliveryId}`;
}

/**
 * A failure: the try, the next try time (or FAILED), and the endpoint's run of failures, on the delivery read under
 * its lock. Answers whether this failure turned the endpoint off.
 */
function recordFailure(deliveryId: string, endpointId: string, attempt: Try): Promise<boolean> {
  return transaction(async (tx) => {
    await lockRow(tx, { table: "WebhookDelivery", id: deliveryId });
    const delivery = await tx.webhookDelivery.findUnique({ where: { id: deliveryId } });
    if (!delivery) return false;
    await tx.webhookAttempt.create({ data: { id: newObjectId(), deliveryId, ...attempt } });
    if (delivery.status !== "PENDING") {
      await tx.webhookDelivery.update({ where: { id: deliveryId }, data: { leasedUntil: null } });
      return false;
    }
    const now = new Date();
    const attempts = delivery.attempts + 1;
    const next = nextAttemptAt(attempts, now);
    await tx.webhookDelivery.update({
      where: { id: deliveryId },
      data: { status: next ? "PENDING" : "FAILED", attempts, nextAttemptAt: next, lastStatusCode: attempt.statusCode, leasedUntil: null },
    });
    await tx.webhookEndpoint.updateMany({ where: { id: endpointId, failingSince: null }, data: { failingSince: attempt.startedAt } });
    await tx.webhookEndpoint.updateMany({ where: { id: endpointId }, data: { consecutiveFailures: { increment: 1 } } });
    // The breaker opens at the threshold, and again on every failure past it (a failed half-open probe).
    await tx.webhookEndpoint.updateMany({
      where: { id: endpointId, consecutiveFailures: { gte: webhookBreakerFailures() } },
      data: { breakerOpenUntil: new Date(now.getTime() + webhookBreakerCooldownSeconds() * 1000) },
    });
    // Failing for the whole retry period without one success: turn the endpoint off.
    const disabled = await tx.webhookEndpoint.updateMany({
      where: { id: endpointId, enabled: true, failingSince: { lte: new Date(now.getTime() - retryPeriodMs()) } },
      data: { enabled: false, disabledReason: "FAILING" },
    });
    return disabled.count > 0;
  });
}

/** What to do once this turned an endpoint off (tell its Owners). */
type OnDisabled = (endpointId: string) => Promise<void>;

/** Deliveries read at a time; each is still sent and recorded one after the other. */
const BATCH = 50;

/** Whether the endpoint's breaker is open now (its deliveries wait for the cool-down to end). */
const breakerOpen = (endpoint: { breakerOpenUntil: Date | null }, now: Date) =>
  endpoint.breakerOpenUntil !== null && endpoint.breakerOpenUntil > now;

/**
 * The job of one endpoint: its due deliveries, oldest first, until none is due, one fails, its breaker is open,
 * its organization has its limit in flight or half the lease is used (then the sweep queues the next job).
 */
export async function deliverEndpoint(endpointId: string, jobId: string, onDisabled: OnDisabled): Promise<number> {
  if (await endpointHeldByAnother(endpointId, jobId)) return 0;
  const deadline = Date.now() + (webhookLeaseSeconds() * 1000) / 2;
  let sent = 0;
  while (Date.now() < deadline) {
    const endpoint = await prisma.webhookEndpoint.findUnique({ where: { id: endpointId } });
    if (!endpoint?.enabled || breakerOpen(endpoint, new Date())) break;
    const found = await prisma.webhookDelivery.findMany({
      where: { endpointId, status: "PENDING", nextAttemptAt: { lte: new Date() } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: BATCH,
      include: { event: true },
    });
    if (found.length === 0) break;
    // The send-time check of who may read each event (webhook-readers.ts); those withheld are no longer due.
    const due = await withholdUnreadable(endpoint, found);
    const secrets = signingSecrets(endpoint, new Date());
    let failing = endpoint.failingSince !== null || endpoint.consecutiveFailures > 0 || endpoint.breakerOpenUntil !== null;
    for (const delivery of due) {
      if (Date.now() >= deadline) return sent;
      if (!(await claimDelivery(delivery.id, endpoint.organizationId))) return sent;
      const payload = webhookPayload(delivery.event);
      const headers = webhookHeaders({ id: delivery.event.id, timestamp: Math.floor(Date.now() / 1000), body: payload, secrets });
      const attempt = await post(endpoint.url, payload, headers);
      if (!succeeded(attempt)) {
        if (await recordFailure(delivery.id, endpointId, attempt)) await onDisabled(endpointId);
        return sent;
      }
      await recordSuccess(delivery.id, attempt);
      if (failing) {
        // A success ends the run of failures and closes the breaker (the half-open probe went through).
        await prisma.webhookEndpoint.updateMany({
          where: { id: endpointId },
          data: { failingSince: null, consecutiveFailures: 0, breakerOpenUntil: null },
        });
        failing = false;
      }
      sent++;
    }
  }
  return sent;
}
