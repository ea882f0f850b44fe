// Runs once when the Next.js server starts. The asset worker processes uploads inside `npm start` unless
// WORKER_ENABLED=false (then run `npm run worker` processes on a PostgreSQL deployment instead).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.WORKER_ENABLED === "false") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { runAssetWorkerInServer } = await import("./lib/assets/asset-worker");
  runAssetWorkerInServer();
}
