import "server-only";
import { logger } from "@/lib/api/logger";
import { getStorage } from "./storage";
import { storageConfig } from "./storage-config";
import { setting } from "@/lib/config";

/**
 * A process killed mid-upload leaves its unfinished write behind: a temporary file on local disk, an unfinished
 * multipart upload in a bucket. Each server and worker removes them at start and every minute after: those older
 * than STORAGE_PARTIAL_MAX_AGE_SECONDS, so an upload still streaming on another instance is never touched. The
 * default is 30 s on local disk (age counts from the last write to the file) and a day with STORAGE=s3 (age
 * counts from the start of the upload, the only time a bucket lists).
 */
function partialMaxAgeMs(): number {
  return (setting("STORAGE_PARTIAL_MAX_AGE_SECONDS") ?? (storageConfig().kind === "s3" ? 86_400 : 30)) * 1000;
}

export async function sweepPartialUploads(): Promise<number> {
  const removed = await getStorage().sweepPartials(partialMaxAgeMs());
  if (removed) logger.info({ removed }, "removed what unfinished uploads left");
  return removed;
}

export function schedulePartialUploadSweep(): void {
  const run = () => sweepPartialUploads().catch((error) => logger.warn({ err: (error as Error).message }, "partial upload sweep failed"));
  void run();
  setInterval(run, 60_000).unref();
}
