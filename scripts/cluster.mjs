// Every core: WEB_CONCURRENCY server processes (node:cluster) sharing one port, each with its own connection
// pool and authentication cache. The embedded database may be opened by one process only, so there it is 1 and
// more is refused. One worker runs the asset worker (the others start with WORKER_ENABLED=false). SIGTERM or
// SIGINT to the primary asks every worker to finish its open requests and exit; the primary exits after them.
import cluster from "node:cluster";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const STOP_TIMEOUT_MS = 15_000;

/** How many server processes to run: WEB_CONCURRENCY, else the cores on PostgreSQL and 1 on the embedded database. */
export function webConcurrency(env = process.env) {
  const embedded = !env.DATABASE_URL;
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return embedded ? 1 : Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
  if (!/^[1-9][0-9]{0,2}$/.test(raw)) throw new Error(`WEB_CONCURRENCY must be a whole number from 1, not "${raw}".`);
  const count = Number(raw);
  if (embedded && count > 1) {
    throw new Error(
      `WEB_CONCURRENCY=${count} needs PostgreSQL: the embedded database (DATABASE_URL unset) can be opened by one process only. ` +
        "Set DATABASE_URL, or WEB_CONCURRENCY=1.",
    );
  }
  return count;
}

/**
 * Runs the servers: in this process when there is one, else a primary forking `count` workers that each run
 * `workerScript` (default: scripts/cluster-worker.mjs, which starts the server of scripts/server.mjs).
 */
export async function runServers({
  count = webConcurrency(),
  workerScript = path.join(here, "cluster-worker.mjs"),
  startInProcess,
  parentPid,
} = {}) {
  if (count === 1) {
    if (startInProcess) return startInProcess();
    const { startServer } = await import("./server.mjs");
    return startServer(parentPid ? { parentPid } : {});
  }
  const assetWorkerWanted = process.env.WORKER_ENABLED !== "false";
  cluster.setupPrimary({ exec: workerScript });
  let stopping = false;
  const slots = new Map();

  const fork = (slot) => {
    const worker = cluster.fork({
      WEB_WORKER_INDEX: String(slot),
      // Uploads are processed by one worker of the cluster (the first); separate `npm run worker` processes scale it.
      WORKER_ENABLED: assetWorkerWanted && slot === 0 ? "true" : "false",
    });
    slots.set(worker.id, slot);
    return worker;
  };

  cluster.on("exit", (worker, code, signal) => {
    const slot = slots.get(worker.id);
    slots.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`> Worker ${slot} exited (${signal ?? code}); starting another`);
    setTimeout(() => fork(slot), 1_000).unref();
  });

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`> ${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // Like a single server (server.mjs): losing the process that started the primary stops the cluster.
  if (parentPid) {
    setInterval(() => {
      if (process.ppid !== parentPid) stop("Parent process exited");
    }, 250).unref();
  }

  console.log(`> Starting ${count} server processes (WEB_CONCURRENCY)`);
  for (let slot = 0; slot < count; slot++) fork(slot);
}
