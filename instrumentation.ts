// Runs once when the Next.js server starts (Node runtime only).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // A malformed settlement key stops the server now rather than at the first account change.
  const { checkSettlementKeysAtStartup } = await import("./lib/settlement/check-keys-at-startup");
  checkSettlementKeysAtStartup();
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // Wrong storage settings (STORAGE=s3 without a bucket, a malformed endpoint) stop the server now, too.
  const { checkStorageConfigAtStartup } = await import("./lib/storage/storage-config");
  checkStorageConfigAtStartup();
  // Temporary files of uploads a killed process never finished.
  const { schedulePartialUploadSweep } = await import("./lib/storage/sweep-partials");
  schedulePartialUploadSweep();
  // The asset worker processes uploads inside `npm start` unless WORKER_ENABLED=false (then run
  // `npm run worker` processes on a PostgreSQL deployment instead).
  if (process.env.WORKER_ENABLED === "false" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { runAssetWorkerInServer } = await import("./lib/assets/asset-worker");
  runAssetWorkerInServer();
}
