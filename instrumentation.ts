// Runs once when the Next.js server starts (Node runtime only).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // A wrong setting (not one its definition accepts) stops the server now, naming it and what it accepts.
  const { checkConfigAtStartup, setting } = await import("./lib/config");
  checkConfigAtStartup();
  // A malformed settlement key stops the server now rather than at the first account change.
  const { checkSettlementKeysAtStartup } = await import("./lib/settlement/check-keys-at-startup");
  checkSettlementKeysAtStartup();
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // With SMTP_URL, links in mail need PUBLIC_URL or NEXTAUTH_URL (scripts/start.mjs checks first; this covers
  // `next start` and `next dev`).
  const { checkPublicOrigin } = await import("./lib/config/public-origin.mjs");
  checkPublicOrigin();
  // Wrong storage settings (STORAGE=s3 without a bucket, a malformed endpoint) stop the server now, too.
  const { checkStorageConfigAtStartup } = await import("./lib/storage/storage-config");
  checkStorageConfigAtStartup();
  // Until someone claims the instance, each start prints a fresh one-time setup link for its administrator.
  const { printSetupLinkAtStart } = await import("./lib/instance/print-setup-link");
  await printSetupLinkAtStart();
  // Temporary files of uploads a killed process never finished.
  const { schedulePartialUploadSweep } = await import("./lib/storage/sweep-partials");
  schedulePartialUploadSweep();
  // The asset worker processes uploads inside `npm start` unless WORKER_ENABLED=false (then run
  // `npm run worker` processes on a PostgreSQL deployment instead).
  if (!setting("WORKER_ENABLED") || process.env.NEXT_PHASE === "phase-production-build") return;
  const { runAssetWorkerInServer } = await import("./lib/workers/asset-worker");
  runAssetWorkerInServer();
  // Events: the dispatcher (webhooks, notifications) and webhook delivery, on the asset worker's job queue.
  const { runEventWorkerInServer } = await import("./lib/workers/event-worker");
  runEventWorkerInServer();
}
