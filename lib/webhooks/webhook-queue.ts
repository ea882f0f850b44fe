import "server-only";
import type PgBoss from "pg-boss";
import { insertJobs } from "@/lib/assets/asset-queue";
import { getDatabaseTarget, prisma, type Tx } from "@/lib/db/client";
import { setting } from "@/lib/config";

// Webhook deliveries run on the asset queue's pg-boss client. A job names an endpoint, not a delivery: it delivers
// that endpoint's due deliveries oldest first (deliver-webhook.ts). The queue's "short" policy keeps at most one
// job per endpoint waiting, so a burst of 10,000 events queues one job per endpoint, not 30,000.

export const WEBHOOK_QUEUE = "webhook-delivery";

export type WebhookJobData = { endpointId: string };

/** A job still running this long after it started is taken as lost (its worker died) and runs again. */
export const webhookLeaseSeconds = () => setting("WEBHOOK_JOB_LEASE_SECONDS");

/**
 * How many deliveries of one organization may be in flight at once, over every process: the rest of its work
 * waits, so the slots of all workers are never all held by one organization's slow or dead endpoints.
 */
export const webhookOrganizationConcurrency = () => setting("WEBHOOK_ORGANIZATION_CONCURRENCY");

/** The circuit breaker: this many failed tries in a row open it, for the cool-down. */
export const webhookBreakerFailures = () => setting("WEBHOOK_BREAKER_FAILURES");
export const webhookBreakerCooldownSeconds = () => setting("WEBHOOK_BREAKER_COOLDOWN_SECONDS");

/** How long a delivery may take to connect (name lookup included), and to be answered in all. */
export const webhookConnectTimeoutMs = () => setting("WEBHOOK_CONNECT_TIMEOUT_MS");
export const webhookResponseTimeoutMs = () => setting("WEBHOOK_RESPONSE_TIMEOUT_MS");

export async function createWebhookQueue(boss: PgBoss): Promise<void> {
  const options = {
    name: WEBHOOK_QUEUE,
    policy: "short" as const,
    retryLimit: 5,
    retryDelay: 1,
    expireInSeconds: webhookLeaseSeconds(),
    retentionMinutes: 60,
  };
  await boss.createQueue(WEBHOOK_QUEUE, options);
  const { policy, ...settings } = options;
  void policy;
  await boss.updateQueue(WEBHOOK_QUEUE, settings);
}

const jobOf = (endpointId: string): PgBoss.JobInsert => ({ name: WEBHOOK_QUEUE, data: { endpointId }, singletonKey: endpointId });

/**
 * Queues delivery jobs for these endpoints in the caller's transaction. When the queue cannot take them there (the
 * embedded database before the worker started), the worker's sweep finds the due deliveries within a second.
 */
export async function sendWebhookJobs(tx: Tx, endpointIds: string[]): Promise<boolean> {
  return insertJobs(tx, [...new Set(endpointIds)].map(jobOf));
}

/**
 * The sweep: queues a job for every enabled endpoint with a due PENDING delivery (retries come due, a job lost with
 * its worker, deliveries written before the queue started). A waiting job already there absorbs it. An endpoint
 * whose breaker is open, or whose organization has all its deliveries in flight, is left for a later sweep.
 */
export async function queueDueWebhooks(boss: PgBoss, now = new Date()): Promise<number> {
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT e."id" FROM "WebhookEndpoint" e
    WHERE e."enabled" AND (e."breakerOpenUntil" IS NULL OR e."breakerOpenUntil" <= ${now})
      AND EXISTS (
        SELECT 1 FROM "WebhookDelivery" d
        WHERE d."endpointId" = e."id" AND d."status" = 'PENDING' AND d."nextAttemptAt" <= ${now}
      )
      AND (
        SELECT count(*) FROM "WebhookDelivery" f WHERE f."organizationId" = e."organizationId" AND f."leasedUntil" > ${now}
      ) < ${webhookOrganizationConcurrency()}`;
  if (rows.length > 0) await boss.insert(rows.map((row) => jobOf(row.id)));
  return rows.length;
}

/**
 * Whether another job of this endpoint is running and holds it: the one that started first keeps the endpoint, so
 * deliveries go out one at a time in order. A job past its lease no longer holds it (its worker is taken as dead).
 */
export async function endpointHeldByAnother(endpointId: string, jobId: string): Promise<boolean> {
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT o."id"::text FROM pgboss.job o JOIN pgboss.job m ON m."name" = o."name" AND m."id" = ${jobId}::uuid
    WHERE o."name" = ${WEBHOOK_QUEUE} AND o."singleton_key" = ${endpointId} AND o."state" = 'active' AND o."id" <> m."id"
      AND o."started_on" + o."expire_in" > now()
      AND (o."started_on", o."id") < (m."started_on", m."id")
    LIMIT 1`;
  return rows.length > 0;
}

/**
 * On the embedded database no other process can hold a job, so one still active when the worker starts died with
 * the previous process: put it back at once instead of waiting out its lease.
 */
export async function recoverOrphanedWebhookJobs(boss: PgBoss): Promise<number> {
  const target = getDatabaseTarget();
  if (target.kind !== "pglite") return 0;
  const { rows } = await target.pglite.query<{ id: string }>("SELECT id FROM pgboss.job WHERE name = $1 AND state = 'active'", [
    WEBHOOK_QUEUE,
  ]);
  for (const { id } of rows) await boss.fail(WEBHOOK_QUEUE, id, { message: "the previous server process stopped during delivery" });
  return rows.length;
}
