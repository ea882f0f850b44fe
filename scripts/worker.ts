// npm run worker — processes asset jobs, dispatches events and delivers webhooks in a process of its own, without serving HTTP. For deployments on a
// PostgreSQL server (DATABASE_URL): run as many as you like, on any machine that sees the same storage
// (STORAGE=s3, or STORAGE_DIR on a shared volume). `npm start` already runs a worker inside the web server; set
// WORKER_ENABLED=false there to leave the processing to these.
import { startAssetWorker, stopAssetWorker } from "@/lib/workers/asset-worker";
import { checkConfigAtStartup, setting } from "@/lib/config";
import { prisma } from "@/lib/db/client";
import { startEventWorker, stopEventWorker } from "@/lib/workers/event-worker";
import { getStorage } from "@/lib/storage/storage";
import { checkStorageConfigAtStartup } from "@/lib/storage/storage-config";
import { schedulePartialUploadSweep } from "@/lib/storage/sweep-partials";

checkConfigAtStartup();
if (!setting("DATABASE_URL")) {
  console.error(
    "npm run worker needs DATABASE_URL (a PostgreSQL server).\n" +
      "The embedded database can be opened by one process only, and `npm start` already processes assets inside the\n" +
      "web server. Set DATABASE_URL to run workers on their own.",
  );
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[asset-worker] ${signal}: finishing running jobs`);
  await stopEventWorker().catch((error) => console.error("[event-worker] stop failed:", error));
  await stopAssetWorker(30_000).catch((error) => console.error("[asset-worker] stop failed:", error));
  await prisma.$disconnect().catch(() => {});
  process.exit(0);
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));

checkStorageConfigAtStartup();
schedulePartialUploadSweep();
startAssetWorker().then(
  async (worker) => {
    console.log(
      `[asset-worker] processing asset and creative snapshot jobs with ${worker.workerIds.length} worker(s); storage: ${getStorage().describe()}`,
    );
    await startEventWorker().then(
      () => console.log("[event-worker] dispatching events and delivering webhooks"),
      (error) => {
        console.error("[event-worker] could not start:", error);
        process.exit(1);
      },
    );
  },
  (error) => {
    console.error("[asset-worker] could not start:", error);
    process.exit(1);
  },
);
