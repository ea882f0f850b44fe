import "server-only";
import { logger } from "@/lib/api/logger";
import { getStorage } from "./storage";

/**
 * A process killed mid-upload leaves its temporary file behind. Each server and worker removes such files at
 * start and every minute after: those not written to for STORAGE_PARTIAL_MAX_AGE_SECONDS (default 30), so an
 * upload still streaming on another instance sharing the storage is never touched.
 */
function partialMaxAgeMs(): number {
  const seconds = Number(process.env.STORAGE_PARTIAL_MAX_AGE_SECONDS ?? 30);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 30) * 1000;
}

export async function sweepPartialUploads(): Promise<number> {
  const removed = await getStorage().sweepPartials(partialMaxAgeMs());
  if (removed) logger.info({ removed }, "removed temporary files of unfinished uploads");
  return removed;
}

export function schedulePartialUploadSweep(): void {
  const run = () => sweepPartialUploads().catch((error) => logger.warn({ err: (error as Error).message }, "partial upload sweep failed"));
  void run();
  setInterval(run, 60_000).unref();
}
