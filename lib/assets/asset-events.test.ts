import { Readable } from "node:stream";
import type PgBoss from "pg-boss";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as uploadRoute } from "@/app/api/core/organization/[organizationId]/ad/assets/route";
import { GET as getAsset } from "@/app/api/core/organization/[organizationId]/ad/assets/[assetId]/route";
import { prisma } from "@/lib/db/client";
import { getStorage } from "@/lib/storage/storage";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { assetsPath, fileUpload, upload, useTestStorage } from "@/lib/test/assets";
import { createOwner } from "@/lib/test/fixtures";
import { makeJpeg } from "@/lib/test/media";
import { ASSET_QUEUE, getAssetQueue, type AssetJobData } from "./asset-queue";
import { stopAssetWorker } from "@/lib/workers/asset-worker";
import { claimAsset, markAssetExhausted, processAssetJob } from "./process-asset";

// asset.ready and asset.failed are written as the worker settles an asset, in the same transaction, with the asset
// as GET asset answers it; a job that ran out of attempts writes asset.failed; a retry's intermediate QUEUED none.

await useTestStorage();
const jpeg = await makeJpeg(200, 100);

beforeAll(() => {
  vi.stubEnv("PUBLIC_URL", ORIGIN);
});

afterEach(async () => {
  await stopAssetWorker(2_000);
});

async function uploadedJob() {
  const { organization, apiKey } = await createOwner();
  const res = await upload(uploadRoute, organization.id, apiKey, fileUpload(jpeg));
  expect(res.status).toBe(202);
  const boss = await getAssetQueue();
  const jobs = await boss.fetch<AssetJobData>(ASSET_QUEUE, { includeMetadata: true, batchSize: 10 });
  const job = jobs.find((j) => j.data.assetId === res.json.assetId)!;
  expect(job).toBeDefined();
  return { organizationId: organization.id, apiKey, assetId: res.json.assetId as string, job };
}

const eventsOf = (organizationId: string) =>
  prisma.event.findMany({ where: { organizationId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

async function answer(organizationId: string, assetId: string, apiKey: string) {
  const res = await callRoute(getAsset, "GET", assetsPath(organizationId, assetId), { params: { organizationId, assetId }, apiKey });
  expect(res.status).toBe(200);
  return res.json;
}

describe("asset events", () => {
  it("asset.ready once, with the asset as answered, when the worker stores it READY", async () => {
    const { organizationId, apiKey, assetId, job } = await uploadedJob();
    await expect(processAssetJob(job)).resolves.toEqual({ status: "READY" });
    const events = await eventsOf(organizationId);
    expect(events.map((e) => [e.type, e.objectId])).toEqual([["asset.ready", assetId]]);
    expect(events[0].data).toEqual(await answer(organizationId, assetId, apiKey));
    // The same job again (a duplicate delivery of it) finds nothing to settle and writes nothing.
    await expect(processAssetJob(job)).resolves.toEqual({ status: "SKIPPED" });
    expect(await eventsOf(organizationId)).toHaveLength(1);
  });

  it("asset.failed once when the content is bad (final), with the reason in the answer", async () => {
    const { organizationId, apiKey, assetId, job } = await uploadedJob();
    const stored = await prisma.asset.findUniqueOrThrow({ where: { id: assetId } });
    await getStorage().put(stored.originalKey, Readable.from([Buffer.from("not an image at all")]));
    await expect(processAssetJob(job)).resolves.toEqual({ status: "FAILED" });
    const events = await eventsOf(organizationId);
    expect(events.map((e) => e.type)).toEqual(["asset.failed"]);
    expect(events[0].data).toEqual(await answer(organizationId, assetId, apiKey));
    expect(events[0].data).toMatchObject({ status: "FAILED" });
  });

  it("a transient failure with attempts left writes nothing; a job out of attempts writes asset.failed once", async () => {
    const { organizationId, assetId, job } = await uploadedJob();
    const stored = await prisma.asset.findUniqueOrThrow({ where: { id: assetId } });
    await getStorage().delete(stored.originalKey);
    const retried = { ...job, retryCount: 0, retryLimit: 2 } as PgBoss.JobWithMetadata<AssetJobData>;
    await expect(processAssetJob(retried)).rejects.toThrow();
    expect((await prisma.asset.findUniqueOrThrow({ where: { id: assetId } })).status).toBe("QUEUED");
    expect(await eventsOf(organizationId)).toEqual([]);

    // Its worker died every time: the job reaches the exhausted queue with the asset still PROCESSING.
    await claimAsset(job.data);
    const exhausted = { ...job, output: { message: "the worker stopped" } } as PgBoss.JobWithMetadata<AssetJobData>;
    await markAssetExhausted(exhausted);
    await markAssetExhausted(exhausted);
    const events = await eventsOf(organizationId);
    expect(events.map((e) => [e.type, e.objectId])).toEqual([["asset.failed", assetId]]);
    expect(events[0].data).toMatchObject({ status: "FAILED" });
  });
});
