import "server-only";
import { Readable } from "node:stream";
import type PgBoss from "pg-boss";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { recordAssetSettled } from "./asset-events";
import { getStorage, type Storage } from "@/lib/storage/storage";
import { queueSettings, type AssetJobData } from "./asset-queue";
import { thumbnailKey } from "./asset-keys";
import { inspectImage } from "./inspect-image";
import { inspectVideo } from "./inspect-video";
import { IMAGE_MAX_BYTES } from "./media-types";
import { ContentError } from "./processing-errors";

type AssetRow = NonNullable<Awaited<ReturnType<typeof prisma.asset.findFirst>>>;
const ACTIVE = ["QUEUED", "PROCESSING"];

/**
 * A worker's first step: QUEUED (or PROCESSING, left by a worker that died) → PROCESSING.
 * Null when the asset is gone or already settled, and there is nothing to do.
 */
export async function claimAsset({ assetId, organizationId }: AssetJobData): Promise<AssetRow | null> {
  const { count } = await prisma.asset.updateMany({
    where: { id: assetId, organizationId, status: { in: ACTIVE } },
    data: { status: "PROCESSING", attempts: { increment: 1 }, processingStartedAt: new Date() },
  });
  return count === 0 ? null : prisma.asset.findFirst({ where: { id: assetId, organizationId } });
}

async function readWhole(storage: Storage, key: string, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await storage.read(key)) {
    size += chunk.length;
    if (size > limit) throw new ContentError("INVALID_IMAGE", "The stored image is larger than 1 MiB.");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

type Facts = { width: number; height: number; durationSec: number | null; thumbnailKey: string | null };

async function inspect(asset: AssetRow, storage: Storage): Promise<Facts> {
  if (asset.kind === "VIDEO") {
    const video = await inspectVideo(storage, asset.originalKey, asset.fileSize);
    return { ...video, thumbnailKey: null };
  }
  const image = await inspectImage(await readWhole(storage, asset.originalKey, IMAGE_MAX_BYTES));
  const key = thumbnailKey(asset.organizationId, asset.id);
  await storage.put(key, Readable.from([image.thumbnail]));
  return { width: image.width, height: image.height, durationSec: null, thumbnailKey: key };
}

type Settled = Parameters<typeof prisma.asset.updateMany>[0]["data"] & { status: "READY" | "FAILED" | "QUEUED" };

/** Settles the asset; READY and FAILED are announced (asset.ready, asset.failed) in the same transaction. */
function settle(asset: AssetRow, data: Settled) {
  return transaction(async (tx) => {
    // Only the run that holds the asset in PROCESSING may settle it.
    const { count } = await tx.asset.updateMany({
      where: { id: asset.id, organizationId: asset.organizationId, status: "PROCESSING" },
      data,
    });
    if (count === 1 && data.status !== "QUEUED") await recordAssetSettled(tx, asset.id, asset.organizationId);
  });
}

function transientReason(error: unknown): string {
  return (error as { code?: unknown })?.code === "STORAGE_ERROR" ? "STORAGE_ERROR" : "PROCESSING_ERROR";
}

/** What an asset-ingest job answers: how it settled the asset, or SKIPPED when the asset was no longer waiting. */
type AssetJobResult = { status: "SKIPPED" | "READY" | "FAILED" };

/** Handles one asset-ingest job. Throws for transient faults so that pg-boss runs the job again. */
export async function processAssetJob(job: PgBoss.JobWithMetadata<AssetJobData>): Promise<AssetJobResult> {
  const asset = await claimAsset(job.data);
  if (!asset) return { status: "SKIPPED" };
  const storage = getStorage();
  try {
    const facts = await inspect(asset, storage);
    await settle(asset, { status: "READY", ...facts, errorReason: null, errorMessage: null, retryable: null });
    return { status: "READY" };
  } catch (error) {
    if (error instanceof ContentError) {
      await settle(asset, { status: "FAILED", errorReason: error.reason, errorMessage: error.message, retryable: false });
      return { status: "FAILED" };
    }
    const lastAttempt = job.retryCount >= job.retryLimit;
    const message = `Processing failed: ${(error as Error)?.message ?? error}`;
    await settle(
      asset,
      lastAttempt
        ? {
            status: "FAILED",
            errorReason: transientReason(error),
            errorMessage: `${message} Retry to process the stored original again.`,
            retryable: true,
          }
        : { status: "QUEUED" },
    ).catch(() => {});
    throw error;
  }
}

/**
 * A job that ran out of attempts without settling its asset (its worker died or timed out every time):
 * FAILED with retryable: true, so that a retry can process the stored original again.
 */
export async function markAssetExhausted(job: PgBoss.JobWithMetadata<AssetJobData>): Promise<void> {
  const output = job.output as { message?: string; value?: { message?: string } } | null;
  const cause = output?.message ?? output?.value?.message ?? "the worker stopped";
  const { assetId, organizationId, attemptsBefore } = job.data;
  // This handler runs on the exhausted-jobs queue: the attempts that ran are the ingest queue's, not this job's.
  const { attempts } = queueSettings();
  await transaction(async (tx) => {
    const { count } = await tx.asset.updateMany({
      where: {
        id: assetId,
        organizationId,
        status: { in: ACTIVE },
        // Not an asset a retry queued again after this job gave up: waiting for its new job (QUEUED, never
        // started), or already claimed by it (more attempts than this job could have made).
        NOT: { status: "QUEUED", processingStartedAt: null },
        ...(attemptsBefore === undefined ? {} : { attempts: { lte: attemptsBefore + attempts } }),
      },
      data: {
        status: "FAILED",
        errorReason: "PROCESSING_INTERRUPTED",
        errorMessage: `Processing did not finish after ${attempts} attempts (${cause}). Retry to process the stored original again.`,
        retryable: true,
      },
    });
    if (count === 1) await recordAssetSettled(tx, assetId, organizationId);
  });
}
