import "server-only";
import type PgBoss from "pg-boss";
import { getAssetQueue } from "@/lib/assets/asset-queue";
import { writeTimedEvents } from "@/lib/operations/events/timed-events";
import { sendPendingNotificationMails } from "@/lib/notifications/notification-mailer";
import { deliverEndpoint } from "@/lib/webhooks/deliver-webhook";
import {
  createWebhookQueue,
  queueDueWebhooks,
  recoverOrphanedWebhookJobs,
  WEBHOOK_QUEUE,
  type WebhookJobData,
} from "@/lib/webhooks/webhook-queue";
import { dispatchEvents, DISPATCH_BATCH } from "@/lib/event-dispatch/dispatch-events";
import { mailOwnersEndpointDisabled } from "@/lib/event-dispatch/mail-endpoint-disabled";
import { buildQueuedExports, sweepExpiredExports } from "@/lib/report-delivery/build-exports";
import { runDueSchedules } from "@/lib/report-delivery/run-schedules";
import { mailMonthlyStatements } from "@/lib/billing/statement-mailing";
import { setting } from "@/lib/config";

// The event worker, beside the asset worker on the same pg-boss client: the dispatcher loop, the webhook delivery
// jobs, the sweep that queues due retries, every 30 s the timed events and the grouped notification mails, and the
// reports that come to members: scheduled e-mails (every minute), exports asked for (every 2 s) and their expiry.

type Loop = { stop: () => Promise<void> };

/** Runs `tick` now and then again `intervalMs` after each run ends (at once when it answers true), until stopped. */
function loop(name: string, intervalMs: number, tick: () => Promise<boolean>): Loop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = tick().then(
      (again) => schedule(again ? 0 : intervalMs),
      (error: Error) => {
        console.error(`[event-worker] ${name}: ${error.message}`);
        schedule(intervalMs);
      },
    );
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(run, delay);
    timer.unref();
  };
  run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

const holder = globalThis as typeof globalThis & { __adnetEventWorker?: Promise<{ boss: PgBoss; loops: Loop[]; workerIds: string[] }> };

async function start() {
  const boss = await getAssetQueue();
  await createWebhookQueue(boss);
  const recovered = await recoverOrphanedWebhookJobs(boss);
  if (recovered > 0) console.log(`[event-worker] put ${recovered} interrupted webhook job(s) back in the queue`);
  const workerIds: string[] = [];
  const concurrency = setting("WEBHOOK_CONCURRENCY");
  for (let i = 0; i < concurrency; i++) {
    let workerId = "";
    workerId = await boss.work<WebhookJobData>(
      WEBHOOK_QUEUE,
      { pollingIntervalSeconds: 1, includeMetadata: true, batchSize: 1 },
      async ([job]) => {
        try {
          await deliverEndpoint(job.data.endpointId, job.id, mailOwnersEndpointDisabled);
        } finally {
          boss.notifyWorker(workerId);
        }
      },
    );
    workerIds.push(workerId);
  }
  const wake = () => workerIds.forEach((id) => boss.notifyWorker(id));
  const loops = [
    loop("dispatch", setting("EVENT_DISPATCH_INTERVAL_MS"), async () => {
      const count = await dispatchEvents();
      if (count > 0) wake();
      return count === DISPATCH_BATCH;
    }),
    loop("webhook sweep", setting("WEBHOOK_SWEEP_INTERVAL_MS"), async () => {
      if ((await queueDueWebhooks(boss)) > 0) wake();
      return false;
    }),
    loop("timed events", 30_000, async () => {
      await writeTimedEvents();
      return false;
    }),
    loop("notification mail", 30_000, async () => {
      await sendPendingNotificationMails();
      return false;
    }),
    loop("monthly statements", setting("STATEMENT_MAIL_INTERVAL_MS"), async () => (await mailMonthlyStatements()).more),
    loop("report schedules", setting("REPORT_SCHEDULE_INTERVAL_MS"), async () => (await runDueSchedules()) > 0),
    loop("report exports", setting("REPORT_EXPORT_INTERVAL_MS"), async () => (await buildQueuedExports()) > 0),
    loop("report export expiry", 10 * 60_000, async () => {
      await sweepExpiredExports();
      return false;
    }),
  ];
  return { boss, loops, workerIds };
}

/** Starts the dispatcher, webhook delivery and the periodic jobs in this process (idempotent). */
export function startEventWorker(): Promise<unknown> {
  holder.__adnetEventWorker ??= start().catch((error) => {
    holder.__adnetEventWorker = undefined;
    throw error;
  });
  return holder.__adnetEventWorker;
}

/** Stops the loops and takes no more webhook jobs; a delivery running finishes (the queue client is the asset worker's to stop). */
export async function stopEventWorker(): Promise<void> {
  const running = holder.__adnetEventWorker;
  holder.__adnetEventWorker = undefined;
  const worker = await running?.catch(() => null);
  if (!worker) return;
  await Promise.all(worker.loops.map((l) => l.stop()));
  await worker.boss.offWork(WEBHOOK_QUEUE).catch(() => {});
}

/** The event worker inside `npm start` (instrumentation.ts), beside the asset worker. */
export function runEventWorkerInServer(): void {
  startEventWorker().catch((error) => console.error("[event-worker] could not start:", error));
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void stopEventWorker().catch(() => {}));
}
