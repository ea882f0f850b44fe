import { spawn, spawnSync } from "node:child_process";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as uploadRoute } from "@/app/api/core/organization/[organizationId]/ad/assets/route";
import { getDatabaseTarget, prisma } from "@/lib/db/client";
import { getStorage } from "@/lib/storage/storage";
import { createOwner } from "@/lib/test/fixtures";
import { fileUpload, upload, useTestStorage, waitForAsset } from "@/lib/test/assets";
import { makeJpeg, makeVideo, tinyBoxes, videoHeader } from "@/lib/test/media";
import { ASSET_EXHAUSTED_QUEUE, ASSET_QUEUE, getAssetQueue, type AssetJobData } from "@/lib/assets/asset-queue";
import { startAssetWorker, stopAssetWorker } from "./asset-worker";
import { claimAsset, processAssetJob } from "@/lib/assets/process-asset";
import { VIDEO_MAX_BOXES } from "@/lib/assets/video-limits";

// A short lease and frequent maintenance, so that a lost job is noticed within seconds.
process.env.ASSET_JOB_LEASE_SECONDS = "2";
process.env.ASSET_QUEUE_MAINTENANCE_SECONDS = "1";
process.env.ASSET_JOB_RETRY_DELAY_SECONDS = "0";

const storage = await useTestStorage();
const jpeg = await makeJpeg(200, 100);
const embedded = !process.env.DATABASE_URL;

afterEach(async () => {
  await stopAssetWorker(2_000);
});

async function queuedAsset() {
  const { organization, apiKey } = await createOwner();
  const res = await upload(uploadRoute, organization.id, apiKey, fileUpload(jpeg));
  expect(res.status).toBe(202);
  return prisma.asset.findUniqueOrThrow({ where: { id: res.json.assetId } });
}

/** What a worker does before it dies: take the job from the queue and mark the asset PROCESSING. */
async function takeJobAndDie(assetId: string) {
  const boss = await getAssetQueue();
  const jobs = await boss.fetch<AssetJobData>(ASSET_QUEUE, { includeMetadata: true, batchSize: 10 });
  const job = jobs.find((j) => j.data.assetId === assetId);
  expect(job).toBeDefined();
  await claimAsset(job!.data);
  expect((await prisma.asset.findUniqueOrThrow({ where: { id: assetId } })).status).toBe("PROCESSING");
}

describe("a worker that dies during PROCESSING", () => {
  it("leaves its job to expire: after the lease another worker runs it again and the asset reaches READY", async () => {
    const asset = await queuedAsset();
    await takeJobAndDie(asset.id);
    const diedAt = Date.now();
    // A surviving worker elsewhere: it has no way to know about the dead one but the lease.
    const boss = await getAssetQueue();
    await boss.work<AssetJobData>(ASSET_QUEUE, { pollingIntervalSeconds: 1, includeMetadata: true }, ([job]) => processAssetJob(job));
    const ready = await waitForAsset(asset.id, ["READY", "FAILED"], 30_000);
    expect(ready).toMatchObject({ status: "READY", width: 200, height: 100, attempts: 2 });
    expect(Date.now() - diedAt).toBeGreaterThanOrEqual(2_000);
  });

  it.runIf(embedded)("on the embedded database, a restarted server puts the interrupted job back at once", async () => {
    const boss = await getAssetQueue();
    // A lease far longer than this test may wait: only the restart recovery can finish the job in time.
    await boss.updateQueue(ASSET_QUEUE, {
      name: ASSET_QUEUE,
      retryLimit: 2,
      retryDelay: 0,
      expireInSeconds: 600,
      deadLetter: ASSET_EXHAUSTED_QUEUE,
    });
    const asset = await queuedAsset();
    await takeJobAndDie(asset.id);
    await startAssetWorker();
    const ready = await waitForAsset(asset.id, ["READY", "FAILED"], 15_000);
    expect(ready).toMatchObject({ status: "READY", attempts: 2 });
  });

  it.runIf(!embedded && spawnSync("mkfifo", ["--version"]).status === 0)(
    "a real `npm run worker` process killed with SIGKILL mid-job: the asset still reaches READY",
    async () => {
      const asset = await queuedAsset();
      // Reads of the original stall: the worker process waits on it, holding the asset in PROCESSING.
      const release = storage.stall(asset.originalKey);
      const target = getDatabaseTarget();
      // node itself with tsx's loader (not the tsx command, which runs the script in a child process that a
      // SIGKILL to the command would leave running).
      const child = spawn(process.execPath, ["--import", "tsx", "--conditions", "react-server", "scripts/worker.ts"], {
        env: {
          ...process.env,
          DATABASE_URL: target.kind === "postgres" ? target.url : "",
          WORKER_CONCURRENCY: "1",
        },
        stdio: "ignore",
      });
      try {
        await waitForAsset(asset.id, ["PROCESSING"], 60_000);
        child.kill("SIGKILL");
        await new Promise((resolve) => child.once("exit", resolve));
      } finally {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      }
      expect((await prisma.asset.findUniqueOrThrow({ where: { id: asset.id } })).status).toBe("PROCESSING");
      release();
      await startAssetWorker();
      const ready = await waitForAsset(asset.id, ["READY", "FAILED"], 30_000);
      expect(ready.status).toBe("READY");
      // At least the killed try and one more: on a loaded machine the retry itself can outlast the 2-second lease
      // and be run a third time, which the queue is built to allow (a job runs at least once, not exactly once).
      expect(ready.attempts).toBeGreaterThanOrEqual(2);
    },
    90_000,
  );
});

describe("concurrency", () => {
  it("20 uploads at once all reach READY", async () => {
    const { organization, apiKey } = await createOwner();
    await startAssetWorker({ concurrency: 2 });
    const responses = await Promise.all(Array.from({ length: 20 }, () => upload(uploadRoute, organization.id, apiKey, fileUpload(jpeg))));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(202));
    const assets = await Promise.all(responses.map((r) => waitForAsset(r.json.assetId, ["READY", "FAILED"], 60_000)));
    expect(assets.map((a) => a.status)).toEqual(Array(20).fill("READY"));
  });
});

describe("a stored video made to tie up the worker", () => {
  it("1.31 million tiny boxes in 10 MiB: FAILED VIDEO_TOO_COMPLEX on the first run, not retried, after at most 10,000 box reads", async () => {
    // The upload refuses such a file; one stored before that check (or by another way in) reaches the worker.
    const { organization, apiKey } = await createOwner();
    const res = await upload(uploadRoute, organization.id, apiKey, fileUpload(makeVideo(), "2", "clip.mp4", "video/mp4"));
    expect(res.status).toBe(202);
    const stored = await prisma.asset.findUniqueOrThrow({ where: { id: res.json.assetId } });
    const { ftyp, moov } = videoHeader();
    const tenMiB = 10 * 1024 * 1024;
    const file = Buffer.concat([ftyp, moov, tinyBoxes((tenMiB - ftyp.length - moov.length) / 8)]);
    await getStorage().put(stored.originalKey, Readable.from([file]));
    await prisma.asset.update({ where: { id: stored.id }, data: { fileSize: file.length } });

    const boss = await getAssetQueue();
    const jobs = await boss.fetch<AssetJobData>(ASSET_QUEUE, { includeMetadata: true, batchSize: 10 });
    const job = jobs.find((j) => j.data.assetId === stored.id)!;
    const storageReads = vi.spyOn(getStorage(), "readRange");
    try {
      await expect(processAssetJob(job)).resolves.toEqual({ status: "FAILED" });
      expect(storageReads.mock.calls.length).toBeLessThanOrEqual(VIDEO_MAX_BOXES + 1);
    } finally {
      storageReads.mockRestore();
    }
    const failed = await prisma.asset.findUniqueOrThrow({ where: { id: stored.id } });
    expect(failed).toMatchObject({ status: "FAILED", errorReason: "VIDEO_TOO_COMPLEX", retryable: false, attempts: 1 });
    expect(failed.errorMessage).toMatch(/more than 10,000 boxes/);
  });
});
