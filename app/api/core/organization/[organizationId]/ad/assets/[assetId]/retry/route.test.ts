import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { getStorage } from "@/lib/storage/storage";
import { ASSET_QUEUE, getAssetQueue } from "@/lib/assets/asset-queue";
import { startAssetWorker, stopAssetWorker } from "@/lib/workers/asset-worker";
import { claimAsset, markAssetExhausted } from "@/lib/assets/process-asset";
import { addMember, createOwner } from "@/lib/test/fixtures";
import { callRoute } from "@/lib/test/call-route";
import { assetsPath, fileUpload, upload, useTestStorage, waitForAsset } from "@/lib/test/assets";
import { makeJpeg, makeVideo } from "@/lib/test/media";
import { GET as getOne } from "@/app/api/core/organization/[organizationId]/ad/assets/[assetId]/route";
import { POST as uploadRoute } from "@/app/api/core/organization/[organizationId]/ad/assets/route";
import { POST } from "./route";

// Two runs per job and no delay between them, so that a transient fault exhausts its attempts quickly.
process.env.ASSET_JOB_ATTEMPTS = "2";
process.env.ASSET_JOB_RETRY_DELAY_SECONDS = "0";

const storage = await useTestStorage();
const jpeg = await makeJpeg(320, 200);

afterEach(async () => {
  await stopAssetWorker(2_000);
});

const retryPath = (organizationId: string, assetId: string) => `${assetsPath(organizationId, assetId)}/retry`;

function retry(organizationId: string, assetId: string, apiKey: string) {
  return callRoute(POST, "POST", retryPath(organizationId, assetId), { params: { organizationId, assetId }, apiKey });
}

/** Uploads with no worker running: the asset stays QUEUED. */
async function queuedAsset(data: Buffer = jpeg, productType = "1") {
  const owner = await createOwner();
  const res = await upload(uploadRoute, owner.organization.id, owner.apiKey, fileUpload(data, productType));
  expect(res.status).toBe(202);
  const asset = await prisma.asset.findUniqueOrThrow({ where: { id: res.json.assetId } });
  return { ...owner, asset };
}

describe("POST /ad/assets/{assetId}/retry (operation 18)", () => {
  it("a storage fault on every attempt ends FAILED with retryable: true; retry then reprocesses the stored original to READY", async () => {
    const { organization, apiKey, asset } = await queuedAsset();
    // The original goes missing (a storage fault): every attempt fails, transiently.
    const original = await getStorage().readRange(asset.originalKey, 0, jpeg.length);
    await getStorage().delete(asset.originalKey);
    await startAssetWorker();
    const failed = await waitForAsset(asset.id);
    expect(failed).toMatchObject({ status: "FAILED", retryable: true, errorReason: "STORAGE_ERROR", attempts: 2 });
    expect(failed.errorMessage).not.toContain(storage.location);

    const status = await callRoute(getOne, "GET", assetsPath(organization.id, asset.id), {
      params: { organizationId: organization.id, assetId: asset.id },
      apiKey,
    });
    expect(status.json).toMatchObject({
      status: "FAILED",
      retryable: true,
      errorReason: "STORAGE_ERROR",
      errorMessage: expect.stringContaining("Retry"),
    });

    await getStorage().put(asset.originalKey, Readable.from([original]));
    const res = await retry(organization.id, asset.id, apiKey);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ assetId: asset.id, status: "QUEUED", statusPath: assetsPath(organization.id, asset.id) });
    const ready = await waitForAsset(asset.id);
    expect(ready).toMatchObject({
      status: "READY",
      width: 320,
      height: 200,
      errorReason: null,
      errorMessage: null,
      retryable: null,
      attempts: 3,
    });
  });

  it("an exhausted job's late end leaves alone the asset a retry queued again, waiting or already claimed", async () => {
    const { organization, apiKey, asset } = await queuedAsset();
    // The first job ran its two attempts and gave up; its end reaches the exhausted-jobs queue later.
    const oldJob = {
      data: { assetId: asset.id, organizationId: organization.id, attemptsBefore: 0 },
      output: { message: "lease expired" },
    };
    const exhausted = () => markAssetExhausted(oldJob as unknown as Parameters<typeof markAssetExhausted>[0]);
    await prisma.asset.update({
      where: { id: asset.id },
      data: { status: "FAILED", retryable: true, errorReason: "STORAGE_ERROR", attempts: 2, processingStartedAt: new Date() },
    });
    expect((await retry(organization.id, asset.id, apiKey)).status).toBe(200);
    await exhausted();
    expect(await prisma.asset.findUniqueOrThrow({ where: { id: asset.id } })).toMatchObject({ status: "QUEUED", errorReason: null });
    // The new job claims it: its third attempt, beyond what the old job could have made.
    await claimAsset({ assetId: asset.id, organizationId: organization.id });
    await exhausted();
    expect(await prisma.asset.findUniqueOrThrow({ where: { id: asset.id } })).toMatchObject({ status: "PROCESSING", attempts: 3 });

    // A job whose worker died on every attempt still ends its asset FAILED, retryable.
    const died = await queuedAsset();
    await prisma.asset.update({
      where: { id: died.asset.id },
      data: { status: "PROCESSING", attempts: 2, processingStartedAt: new Date() },
    });
    await markAssetExhausted({
      data: { assetId: died.asset.id, organizationId: died.organization.id, attemptsBefore: 0 },
      output: { message: "lease expired" },
    } as unknown as Parameters<typeof markAssetExhausted>[0]);
    expect(await prisma.asset.findUniqueOrThrow({ where: { id: died.asset.id } })).toMatchObject({
      status: "FAILED",
      retryable: true,
      errorReason: "PROCESSING_INTERRUPTED",
      errorMessage: expect.stringContaining("after 2 attempts (lease expired)"),
    });
  });

  it("409 ASSET_NOT_RETRYABLE for QUEUED, PROCESSING, READY and FAILED on bad content", async () => {
    const bad = await queuedAsset(makeVideo({ noMoov: true }), "2");
    const good = await queuedAsset();
    await startAssetWorker();
    await waitForAsset(bad.asset.id);
    await waitForAsset(good.asset.id);
    expect((await prisma.asset.findUniqueOrThrow({ where: { id: bad.asset.id } })).retryable).toBe(false);
    await stopAssetWorker(2_000);
    // With no worker running, these stay where they are.
    const queued = await queuedAsset();
    const processing = await queuedAsset();
    await claimAsset({ assetId: processing.asset.id, organizationId: processing.organization.id });

    for (const [label, { organization, apiKey, asset }] of [
      ["QUEUED", queued],
      ["PROCESSING", processing],
      ["READY", good],
      ["FAILED", bad],
    ] as const) {
      const before = await prisma.asset.findUniqueOrThrow({ where: { id: asset.id } });
      const res = await retry(organization.id, asset.id, apiKey);
      expect(res.status, label).toBe(409);
      expect(res.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "ASSET_NOT_RETRYABLE", assetId: asset.id });
      expect(res.json.message).toContain(label === "FAILED" ? "content" : label);
      expect(await prisma.asset.findUniqueOrThrow({ where: { id: asset.id } })).toEqual(before);
    }
  });

  it("two retries at once queue one job: the other is 409", async () => {
    const { organization, apiKey, asset } = await queuedAsset();
    await prisma.asset.update({ where: { id: asset.id }, data: { status: "FAILED", retryable: true, errorReason: "STORAGE_ERROR" } });
    const boss = await getAssetQueue();
    const before = await boss.getQueueSize(ASSET_QUEUE);
    const results = await Promise.all([retry(organization.id, asset.id, apiKey), retry(organization.id, asset.id, apiKey)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await boss.getQueueSize(ASSET_QUEUE)).toBe(before + 1);
  });

  it("404 for another organization's asset or an unknown id; 403 for a Viewer; 400 for a malformed id", async () => {
    const theirs = await queuedAsset();
    await prisma.asset.update({ where: { id: theirs.asset.id }, data: { status: "FAILED", retryable: true } });
    const mine = await createOwner();
    const foreign = await retry(mine.organization.id, theirs.asset.id, mine.apiKey);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toMatchObject({ code: "NotFound" });
    expect((await prisma.asset.findUniqueOrThrow({ where: { id: theirs.asset.id } })).status).toBe("FAILED");
    const unknown = await retry(mine.organization.id, "65a000000000000000000abc", mine.apiKey);
    expect(unknown.status).toBe(404);
    const viewer = await addMember(theirs.organization.id, "viewer");
    const denied = await retry(theirs.organization.id, theirs.asset.id, viewer.apiKey);
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ reason: "PERMISSION_DENIED" });
    const malformed = await retry(mine.organization.id, "ABC", mine.apiKey);
    expect(malformed.status).toBe(400);
  });
});
