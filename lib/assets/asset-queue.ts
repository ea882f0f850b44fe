import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";
import { getDatabaseTarget, type Tx } from "@/lib/db/client";
import { setting } from "@/lib/config";

// Asset processing runs on pg-boss, a job queue kept in the app's own PostgreSQL database (schema `pgboss`).
// On a PostgreSQL server (DATABASE_URL) every process and machine running a worker shares it. On the
// embedded database, pg-boss runs through its `db` option on the same PGlite instance Prisma uses: PGlite
// serializes every query and transaction of that instance, so the queue's statements never interleave with
// the app's own transactions.

export const ASSET_QUEUE = "asset-ingest";
/** Jobs that ran out of attempts (crash, timeout, storage fault) land here, to mark their asset FAILED. */
export const ASSET_EXHAUSTED_QUEUE = "asset-ingest-exhausted";

/**
 * `attemptsBefore`: the asset's processing attempts when this job was queued. A job only ever owns the attempts
 * after it: an old job's end must not touch an asset a retry queued again. (Absent on jobs queued before it existed.)
 */
export type AssetJobData = { assetId: string; organizationId: string; attemptsBefore?: number };

/** A hosted creative's snapshot: fetch `sourceUrl` and store it as the organization's asset (creative-snapshot.ts). */
export const SNAPSHOT_QUEUE = "creative-snapshot";
/** Snapshot jobs that ran out of attempts without settling (their worker died or timed out every time). */
export const SNAPSHOT_EXHAUSTED_QUEUE = "creative-snapshot-exhausted";

export type SnapshotJobData = { creativeId: string; organizationId: string; sourceUrl: string };

export function queueSettings() {
  return {
    /** Runs of one job before its asset is FAILED with retryable: true. */
    attempts: setting("ASSET_JOB_ATTEMPTS"),
    /** A job still running this long after it started is taken as lost (its worker died) and runs again. */
    leaseSeconds: setting("ASSET_JOB_LEASE_SECONDS"),
    retryDelaySeconds: setting("ASSET_JOB_RETRY_DELAY_SECONDS"),
    /** How often expired leases are looked for. */
    maintenanceSeconds: setting("ASSET_QUEUE_MAINTENANCE_SECONDS"),
    pollingSeconds: setting("ASSET_QUEUE_POLL_SECONDS"),
  };
}

type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

type ExecResult = { rows: unknown[] };
const lastResult = (results: ExecResult[]): ExecResult => results[results.length - 1] ?? { rows: [] };

/** pg-boss's `db` option on the embedded database. */
function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      // pg-boss sends its locked commands as one script `BEGIN; … COMMIT;`. Run the body inside a PGlite
      // transaction, so a failing statement rolls back instead of leaving the one shared session in an
      // aborted transaction.
      const script = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/i.exec(text);
      if (script) return pglite.transaction(async (tx) => lastResult(await tx.exec(script[1])));
      return lastResult(await pglite.exec(text));
    },
  };
}

/** Runs pg-boss statements inside a Prisma interactive transaction, so a job is created with its asset row. */
function transactionExecutor(tx: Tx): SqlExecutor {
  return { executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe(text, ...(values ?? [])) }) };
}

/** This process's running asset workers (lib/workers/asset-worker.ts), kept here so code that queues a job can wake them. */
type LocalAssetWorker = { workerIds: string[]; boss: PgBoss; sweep: NodeJS.Timeout };

const holder = globalThis as typeof globalThis & {
  __adnetAssetQueue?: Promise<PgBoss>;
  __adnetAssetQueueStarted?: PgBoss;
  __adnetAssetWorker?: LocalAssetWorker;
};

async function startQueue(): Promise<PgBoss> {
  const settings = queueSettings();
  const target = getDatabaseTarget();
  const common = {
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
  };
  const boss =
    target.kind === "postgres"
      ? new PgBoss({
          ...common,
          connectionString: target.url,
          max: setting("ASSET_QUEUE_POOL_SIZE"),
          application_name: "adnet-asset-queue",
        })
      : new PgBoss({ ...common, db: pgliteExecutor(target.pglite) });
  boss.on("error", (error: Error) => console.error(`[asset-queue] ${error.message}`));
  await boss.start();
  const exhausted = { name: ASSET_EXHAUSTED_QUEUE, retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 };
  const ingest = {
    name: ASSET_QUEUE,
    retryLimit: settings.attempts - 1,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: false,
    expireInSeconds: settings.leaseSeconds,
    deadLetter: ASSET_EXHAUSTED_QUEUE,
  };
  const snapshot = { ...ingest, name: SNAPSHOT_QUEUE, deadLetter: SNAPSHOT_EXHAUSTED_QUEUE };
  await boss.createQueue(ASSET_EXHAUSTED_QUEUE, exhausted);
  await boss.createQueue(SNAPSHOT_EXHAUSTED_QUEUE, { ...exhausted, name: SNAPSHOT_EXHAUSTED_QUEUE });
  await boss.createQueue(ASSET_QUEUE, ingest);
  await boss.createQueue(SNAPSHOT_QUEUE, snapshot);
  // createQueue leaves an existing queue alone; apply the current settings.
  await boss.updateQueue(ASSET_QUEUE, ingest);
  await boss.updateQueue(SNAPSHOT_QUEUE, snapshot);
  holder.__adnetAssetQueueStarted = boss;
  return boss;
}

/** The process's queue client, started on first use (it creates the pgboss schema when missing). */
export function getAssetQueue(): Promise<PgBoss> {
  holder.__adnetAssetQueue ??= startQueue().catch((error) => {
    holder.__adnetAssetQueue = undefined;
    throw error;
  });
  return holder.__adnetAssetQueue;
}

/** Stops the queue client (waiting up to `timeoutMs` for running jobs); the next use starts a new one. */
export async function stopAssetQueue(timeoutMs = 10_000): Promise<void> {
  const running = holder.__adnetAssetQueue;
  holder.__adnetAssetQueue = undefined;
  holder.__adnetAssetQueueStarted = undefined;
  if (!running) return;
  const boss = await running.catch(() => null);
  await boss?.stop({ graceful: true, timeout: timeoutMs, wait: true });
}

/** Creates the job for an asset in the caller's transaction (pass the boss from `getAssetQueue()` first). */
export async function sendAssetJob(boss: PgBoss, tx: Tx, data: AssetJobData): Promise<string> {
  const id = await boss.send(ASSET_QUEUE, data, { db: transactionExecutor(tx) } as PgBoss.SendOptions);
  if (!id) throw new Error(`The queue refused the job for asset ${data.assetId}`);
  return id;
}

/**
 * Creates jobs of any queue on the process's queue client in the caller's transaction, in one statement, and says
 * whether it did. On a PostgreSQL server the queue is started first if needed (it has its own connections). On the
 * embedded database the queue cannot start inside a transaction (PGlite runs one at a time): before it has
 * started, nothing is queued and the caller leaves the work to the worker's sweep.
 */
export async function insertJobs(tx: Tx, jobs: PgBoss.JobInsert[]): Promise<boolean> {
  if (jobs.length === 0) return true;
  let boss = holder.__adnetAssetQueueStarted;
  if (!boss && getDatabaseTarget().kind === "postgres") boss = await getAssetQueue();
  if (!boss) return false;
  await boss.insert(jobs, { db: transactionExecutor(tx) });
  return true;
}

/**
 * Creates snapshot jobs in the caller's transaction (insertJobs). Before the embedded database's queue has started
 * the worker queues every creative still waiting for its snapshot when it starts and then periodically.
 */
export function sendSnapshotJobs(tx: Tx, jobs: SnapshotJobData[]): Promise<boolean> {
  return insertJobs(
    tx,
    jobs.map((data) => ({ name: SNAPSHOT_QUEUE, data })),
  );
}

export function localAssetWorker(): LocalAssetWorker | undefined {
  return holder.__adnetAssetWorker;
}

export function setLocalAssetWorker(worker: LocalAssetWorker | undefined): void {
  holder.__adnetAssetWorker = worker;
}

/** Wakes this process's idle workers after a job was queued here, instead of waiting for their next poll. */
export function notifyAssetWorkers(): void {
  const worker = holder.__adnetAssetWorker;
  for (const id of worker?.workerIds ?? []) worker?.boss.notifyWorker(id);
}
