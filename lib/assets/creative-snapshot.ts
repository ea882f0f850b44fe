import "server-only";
import { Readable } from "node:stream";
import type PgBoss from "pg-boss";
import { prisma, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { newObjectId } from "@/lib/new-object-id";
import { safeFetch, SafeFetchError } from "@/lib/net/safe-fetch";
import { getStorage } from "@/lib/storage/storage";
import { assetDirectory, originalKey, thumbnailKey } from "./asset-keys";
import { queueSettings, sendSnapshotJobs, SNAPSHOT_QUEUE, type SnapshotJobData } from "./asset-queue";
import { inspectImage } from "./inspect-image";
import { MediaInspector, MediaRefusal } from "./media-inspector";
import { IMAGE_MAX_BYTES, MEDIA, type MediaType } from "./media-types";
import { ContentError } from "./processing-errors";

// What is reviewed is what serves: an image a creative names by `url` is fetched once, in the background, and
// stored as the organization's asset; the creative then points to the stored copy (`assetId`) and keeps the
// address it came from (`sourceUrl`). Until then, or if the fetch failed, it still answers its hosted address.

type WrittenCreative = { id: string; assetId: string | null; sourceUrl: string | null };

/**
 * Queues a snapshot for every written creative that has a `sourceUrl` and no stored copy yet, in the caller's
 * transaction: the jobs commit with the creatives or not at all. Call it wherever creatives are written. (A
 * creative waiting for its snapshot is itself the durable record: were its job not written, on the embedded
 * database before the queue started, the worker queues it — queueWaitingSnapshots.)
 */
export async function queueCreativeSnapshots(tx: Tx, organizationId: string, creatives: WrittenCreative[]): Promise<void> {
  const jobs = creatives.flatMap((creative) =>
    creative.sourceUrl && !creative.assetId ? [{ creativeId: creative.id, organizationId, sourceUrl: creative.sourceUrl }] : [],
  );
  await sendSnapshotJobs(tx, jobs);
}

const SWEEP_BATCH = 500;

/**
 * Queues a job for every creative still waiting for its snapshot (no stored copy, no failure) that has no job
 * waiting or running; returns how many. The worker runs it when it starts and then periodically.
 */
export async function queueWaitingSnapshots(boss: PgBoss): Promise<number> {
  const rows = await prisma.$queryRaw<SnapshotJobData[]>`
    SELECT cr."id" AS "creativeId", c."organizationId", cr."sourceUrl"
    FROM "Creative" cr JOIN "Ad" a ON a."id" = cr."adId" JOIN "Campaign" c ON c."id" = a."campaignId"
    WHERE cr."sourceUrl" IS NOT NULL AND cr."assetId" IS NULL AND cr."snapshotErrorReason" IS NULL
      AND NOT EXISTS (
        SELECT 1 FROM pgboss.job j
        WHERE j."name" = ${SNAPSHOT_QUEUE} AND j."state" IN ('created', 'retry', 'active') AND j."data"->>'creativeId' = cr."id")
    LIMIT ${SWEEP_BATCH}`;
  if (rows.length > 0) await boss.insert(rows.map((data) => ({ name: SNAPSHOT_QUEUE, data })));
  return rows.length;
}

const ACCEPTED: readonly MediaType[] = [MEDIA.jpeg, MEDIA.png, MEDIA.webp];

/** The image's type from its bytes (the upload's inspector): a static JPEG, PNG or WebP, else null. */
function sniffImage(bytes: Buffer): string | null {
  const inspector = new MediaInspector();
  try {
    inspector.push(bytes);
    inspector.end();
  } catch (error) {
    if (error instanceof MediaRefusal) return null;
    throw error;
  }
  const detected = inspector.detected;
  return detected && ACCEPTED.includes(detected) ? detected.mime : null;
}

const extensionOf = (mime: string) => ACCEPTED.find((media) => media.mime === mime)?.extension ?? "bin";

function originalName(url: string): string | null {
  const last = new URL(url).pathname.split("/").pop();
  return last ? decodeURIComponent(last).slice(0, 255) : null;
}

/** Stores the fetched bytes as a READY asset (with its thumbnail) and points the creative to it, or does nothing. */
async function storeSnapshot(job: SnapshotJobData, bytes: Buffer, mime: string): Promise<string | null> {
  const storage = getStorage();
  const assetId = newObjectId();
  const key = originalKey(job.organizationId, assetId, extensionOf(mime));
  try {
    const image = await inspectImage(bytes);
    await storage.put(key, Readable.from([bytes]));
    const thumbnail = thumbnailKey(job.organizationId, assetId);
    await storage.put(thumbnail, Readable.from([image.thumbnail]));
    await transaction(async (tx) => {
      await tx.asset.create({
        data: {
          id: assetId,
          organizationId: job.organizationId,
          kind: "IMAGE",
          productType: 1,
          status: "READY",
          mime,
          fileSize: bytes.length,
          originalName: originalName(job.sourceUrl),
          originalKey: key,
          thumbnailKey: thumbnail,
          width: image.width,
          height: image.height,
          attempts: 1,
          processingStartedAt: new Date(),
        },
      });
      const { count } = await tx.creative.updateMany({
        where: { id: job.creativeId, assetId: null, sourceUrl: job.sourceUrl },
        data: { assetId, snapshotErrorReason: null, snapshotErrorMessage: null },
      });
      // The creative was removed or changed meanwhile: keep nothing.
      if (count === 0) throw new SnapshotObsolete();
    });
    return assetId;
  } catch (error) {
    await storage.deletePrefix(assetDirectory(job.organizationId, assetId)).catch(() => {});
    if (error instanceof SnapshotObsolete) return null;
    throw error;
  }
}

class SnapshotObsolete extends Error {}

function markFailed(job: SnapshotJobData, reason: string, message: string) {
  return prisma.creative.updateMany({
    where: { id: job.creativeId, assetId: null, sourceUrl: job.sourceUrl },
    data: { snapshotErrorReason: reason, snapshotErrorMessage: message },
  });
}

/** The creative still waits for this snapshot (not removed, not changed, not stored by an earlier run). */
function stillWanted(job: SnapshotJobData) {
  return prisma.creative.findFirst({
    where: { id: job.creativeId, assetId: null, sourceUrl: job.sourceUrl, ad: { campaign: { organizationId: job.organizationId } } },
    select: { id: true },
  });
}

/** What a snapshot job answers: STORED with the new asset, FAILED for good, or SKIPPED (no longer wanted). */
type SnapshotJobResult = { status: "STORED"; assetId: string } | { status: "FAILED" | "SKIPPED" };

/**
 * Handles one snapshot job. A refusal (an address that is not public, too large, not an image, ...) is final;
 * a transient fault (timeout, network, storage) throws so that the queue runs the job again, and its last
 * attempt marks the snapshot failed.
 */
export async function processSnapshotJob(job: PgBoss.JobWithMetadata<SnapshotJobData>): Promise<SnapshotJobResult> {
  if (!(await stillWanted(job.data))) return { status: "SKIPPED" };
  try {
    const fetched = await safeFetch(job.data.sourceUrl, { maxBytes: IMAGE_MAX_BYTES, sniff: sniffImage });
    const assetId = await storeSnapshot(job.data, fetched.bytes, fetched.type);
    return assetId ? { status: "STORED", assetId } : { status: "SKIPPED" };
  } catch (error) {
    const final = (error instanceof SafeFetchError && !error.transient) || error instanceof ContentError;
    const lastAttempt = job.retryCount >= job.retryLimit;
    if (final || lastAttempt) {
      const reason = error instanceof SafeFetchError || error instanceof ContentError ? error.reason : "SNAPSHOT_ERROR";
      await markFailed(job.data, reason, (error as Error)?.message ?? String(error));
      if (final) return { status: "FAILED" };
    }
    throw error;
  }
}

/** A snapshot job that ran out of attempts without settling (its worker died every time): failed, with why. */
export async function markSnapshotExhausted(job: PgBoss.JobWithMetadata<SnapshotJobData>): Promise<void> {
  const output = job.output as { message?: string; value?: { message?: string } } | null;
  const cause = output?.message ?? output?.value?.message ?? "the worker stopped";
  const { attempts } = queueSettings();
  await prisma.creative.updateMany({
    where: { id: job.data.creativeId, assetId: null, sourceUrl: job.data.sourceUrl, snapshotErrorReason: null },
    data: {
      snapshotErrorReason: "SNAPSHOT_INTERRUPTED",
      snapshotErrorMessage: `The snapshot did not finish after ${attempts} attempts (${cause}).`,
    },
  });
}
