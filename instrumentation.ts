// Runs once when the Next.js server starts. The asset worker processes uploads inside `npm start` unless
// WORKER_ENABLED=false (then run `npm run worker` processes on a PostgreSQL deployment instead).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.WORKER_ENABLED === "false") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startAssetWorker, stopAssetWorker } = await import("./lib/assets/asset-worker");
  // Not awaited: the server answers requests while the queue starts (uploads wait for it on their own).
  startAssetWorker().catch((error) => console.error("[asset-worker] could not start:", error));
  // Stop taking jobs when the server is asked to stop. A job cut short by the exit runs again: at once on
  // the next start with the embedded database, after its lease on a PostgreSQL server.
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void stopAssetWorker(8_000).catch(() => {}));
}
