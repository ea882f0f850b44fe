import "server-only";
import type PgBoss from "pg-boss";
import { getDatabaseTarget } from "@/lib/db/client";
import {
  ASSET_EXHAUSTED_QUEUE,
  ASSET_QUEUE,
  getAssetQueue,
  localAssetWorker,
  queueSettings,
  setLocalAssetWorker,
  SNAPSHOT_EXHAUSTED_QUEUE,
  SNAPSHOT_QUEUE,
  stopAssetQueue,
  type AssetJobData,
  type SnapshotJobData,
} from "@/lib/assets/asset-queue";
import { markSnapshotExhausted, processSnapshotJob, queueWaitingSnapshots } from "@/lib/assets/creative-snapshot";
import { markAssetExhausted, processAssetJob } from "@/lib/assets/process-asset";
import { setting } from "@/lib/config";

/** Queues the creatives waiting for a snapshot without a job (written before the queue had started). */
function sweepSnapshots(boss: PgBoss): Promise<void> {
  return queueWaitingSnapshots(boss).then(
    (count) => {
      if (count > 0) console.log(`[asset-worker] queued ${count} waiting creative snapshot(s)`);
    },
    (error: Error) => console.error(`[asset-worker] could not queue waiting snapshots: ${error.message}`),
  );
}

const concurrency = () => setting("WORKER_CONCURRENCY");

/**
 * On the embedded database no other process can hold a job, so a job still active when this process starts
 * belongs to a run that died with the previous process: put it back at once instead of waiting out its lease.
 */
async function recoverOrphanedJobs(boss: PgBoss): Promise<number> {
  const target = getDatabaseTarget();
  if (target.kind !== "pglite") return 0;
  const { rows } = await target.pglite.query<{ id: string; name: string }>(
    "SELECT id, name FROM pgboss.job WHERE name = ANY($1) AND state = 'active'",
    [[ASSET_QUEUE, SNAPSHOT_QUEUE]],
  );
  for (const { id, name } of rows) await boss.fail(name, id, { message: "the previous server process stopped during processing" });
  return rows.length;
}

/** Starts processing asset jobs in this process (idempotent). */
export async function startAssetWorker(options: { concurrency?: number } = {}) {
  const running = localAssetWorker();
  if (running) return running;
  const boss = await getAssetQueue();
  const recovered = await recoverOrphanedJobs(boss);
  if (recovered > 0) console.log(`[asset-worker] put ${recovered} interrupted job(s) back in the queue`);
  const { pollingSeconds } = queueSettings();
  const workerIds: string[] = [];
  const count = options.concurrency ?? concurrency();
  for (let i = 0; i < count; i++) {
    let workerId = "";
    workerId = await boss.work<AssetJobData>(
      ASSET_QUEUE,
      { pollingIntervalSeconds: pollingSeconds, includeMetadata: true, batchSize: 1 },
      async ([job]) => {
        try {
          return await processAssetJob(job);
        } finally {
          // pg-boss waits a polling interval between fetches even after finding a job; while there is work,
          // look for the next job at once instead.
          boss.notifyWorker(workerId);
        }
      },
    );
    workerIds.push(workerId);
  }
  // Hosted creatives' snapshots: one at a time (each waits on another server for up to 10 s).
  let snapshotWorkerId = "";
  snapshotWorkerId = await boss.work<SnapshotJobData>(
    SNAPSHOT_QUEUE,
    { pollingIntervalSeconds: pollingSeconds, includeMetadata: true, batchSize: 1 },
    async ([job]) => {
      try {
        return await processSnapshotJob(job);
      } finally {
        boss.notifyWorker(snapshotWorkerId);
      }
    },
  );
  workerIds.push(snapshotWorkerId);
  await boss.work<SnapshotJobData>(
    SNAPSHOT_EXHAUSTED_QUEUE,
    { pollingIntervalSeconds: Math.max(pollingSeconds, 2), includeMetadata: true },
    async ([job]) => markSnapshotExhausted(job),
  );
  await boss.work<AssetJobData>(
    ASSET_EXHAUSTED_QUEUE,
    { pollingIntervalSeconds: Math.max(pollingSeconds, 2), includeMetadata: true },
    async ([job]) => markAssetExhausted(job),
  );
  await sweepSnapshots(boss);
  const sweep = setInterval(() => void sweepSnapshots(boss), queueSettings().maintenanceSeconds * 1000);
  sweep.unref();
  const worker = { workerIds, boss, sweep };
  setLocalAssetWorker(worker);
  return worker;
}

/** Stops the workers and the queue client, letting running jobs finish for up to `timeoutMs`. */
export async function stopAssetWorker(timeoutMs = 10_000): Promise<void> {
  clearInterval(localAssetWorker()?.sweep);
  setLocalAssetWorker(undefined);
  await stopAssetQueue(timeoutMs);
}

/** The worker inside `npm start` (instrumentation.ts). */
export function runAssetWorkerInServer(): void {
  // Not awaited: the server answers requests while the queue starts (uploads wait for it on their own).
  startAssetWorker().catch((error) => console.error("[asset-worker] could not start:", error));
  // Stop taking jobs when the server is asked to stop. A job cut short by the exit runs again: at once on the
  // next start with the embedded database, after its lease on a PostgreSQL server.
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void stopAssetWorker(8_000).catch(() => {}));
}
