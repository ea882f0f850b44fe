import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as getCampaignRoute } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { prisma } from "@/lib/db/client";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ALLOW_SETTING } from "@/lib/net/safe-fetch";
import { getStorage } from "@/lib/storage/storage";
import { useTestStorage } from "@/lib/test/assets";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { adBody, campaignBody, campaignPath, createCampaignViaApi, HOSTED_IMAGE } from "@/lib/test/campaigns";
import { createOwner } from "@/lib/test/fixtures";
import { makePng } from "@/lib/test/media";
import { getAssetQueue, SNAPSHOT_QUEUE } from "./asset-queue";
import { startAssetWorker, stopAssetWorker } from "@/lib/workers/asset-worker";
import { queueWaitingSnapshots } from "./creative-snapshot";
import { mediaUrl } from "./serialize-asset";

process.env.ASSET_JOB_RETRY_DELAY_SECONDS = "0";
process.env.ASSET_JOB_ATTEMPTS = "2";

await useTestStorage();
const png = await makePng(300, 200);

// The creatives' hosts: a loopback server, let through by the allow-list.
let server: http.Server;
let origin = "";
beforeAll(async () => {
  process.env[ALLOW_SETTING] = "127.0.0.1";
  server = http.createServer((req, res) => {
    if (req.url === "/ads/banner.png") {
      res.writeHead(200, { "content-type": "image/png", "content-length": png.length });
      return res.end(png);
    }
    if (req.url === "/ads/to-metadata.png") {
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
      return res.end();
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env[ALLOW_SETTING];
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

afterEach(async () => {
  await stopAssetWorker(2_000);
});

const hosted = (url: string) => ({ url, width: 1200, height: 628, mime: "image/png" });
const bodyWith = (...urls: string[]) => campaignBody({ ads: [adBody({ creatives: urls.map((url) => ({ image: hosted(url) })) })] });

/** Waits (bounded) until the creative's snapshot is stored or failed. */
async function settledCreative(id: string) {
  for (let i = 0; i < 300; i++) {
    const creative = await prisma.creative.findUniqueOrThrow({ where: { id } });
    if (creative.assetId || creative.snapshotErrorReason) return creative;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`creative ${id} never settled`);
}

async function jobsFor(creativeIds: string[]) {
  return prisma.$queryRawUnsafe<{ id: string }[]>(
    `SELECT id FROM pgboss.job WHERE name = $1 AND data->>'creativeId' = ANY($2::text[])`,
    SNAPSHOT_QUEUE,
    creativeIds,
  );
}

async function getCampaign(organizationId: string, apiKey: string, campaignId: string) {
  const res = await callRoute(getCampaignRoute, "GET", campaignPath(organizationId, campaignId), {
    params: { organizationId, campaignId },
    apiKey,
  });
  expect(res.status).toBe(200);
  return res.json;
}

describe("a hosted creative's snapshot", () => {
  it("is fetched from its host, stored as the organization's asset, and served from there", async () => {
    const { organization, apiKey } = await createOwner();
    await startAssetWorker({ concurrency: 1 });
    const url = `${origin}/ads/banner.png`;
    const created = await createCampaignViaApi(organization.id, apiKey, bodyWith(url));
    // The answer at creation: the hosted image as sent, and where it came from.
    const [first] = created.ads[0].creatives;
    expect(first).toEqual({ _id: first._id, sourceUrl: url, image: { ...hosted(url), aspectRatio: 1.9108 } });

    const creative = await settledCreative(first._id);
    expect(creative.snapshotErrorReason).toBeNull();
    const asset = await prisma.asset.findUniqueOrThrow({ where: { id: creative.assetId! } });
    expect(asset).toMatchObject({
      organizationId: organization.id,
      kind: "IMAGE",
      status: "READY",
      mime: "image/png",
      width: 300,
      height: 200,
      fileSize: png.length,
      originalName: "banner.png",
    });
    expect(asset.thumbnailKey).not.toBeNull();
    const stored: Buffer[] = [];
    for await (const chunk of await getStorage().read(asset.originalKey)) stored.push(chunk);
    expect(Buffer.concat(stored).equals(png)).toBe(true);

    const answer = await getCampaign(organization.id, apiKey, created._id);
    expect(answer.ads[0].creatives[0]).toEqual({
      _id: first._id,
      assetId: asset.id,
      sourceUrl: url,
      image: { url: mediaUrl(ORIGIN, asset.originalKey), width: 300, height: 200, mime: "image/png", aspectRatio: 1.5 },
      // no wider than the original: a 300 px image keeps its size in the thumbnail
      thumbnail: { url: mediaUrl(ORIGIN, asset.thumbnailKey!), width: 300, height: 200 },
    });
  });

  it("fails with its reason for an address that is not public, directly or by a redirect, and keeps answering the hosted url", async () => {
    const { organization, apiKey } = await createOwner();
    await startAssetWorker({ concurrency: 1 });
    const urls = ["http://10.0.0.1/ads/a.png", `${origin}/ads/to-metadata.png`, HOSTED_IMAGE.url, `${origin}/ads/missing.png`];
    const created = await createCampaignViaApi(organization.id, apiKey, bodyWith(...urls));
    const ids: string[] = created.ads[0].creatives.map((c: { _id: string }) => c._id);
    const settled = await Promise.all(ids.map(settledCreative));
    expect(settled.map((c) => [c.assetId, c.snapshotErrorReason])).toEqual([
      [null, "ADDRESS_NOT_PUBLIC"],
      [null, "ADDRESS_NOT_PUBLIC"],
      [null, "ADDRESS_NOT_PUBLIC"],
      [null, "HTTP_STATUS"],
    ]);
    expect(await prisma.asset.count({ where: { organizationId: organization.id } })).toBe(0);

    const answer = await getCampaign(organization.id, apiKey, created._id);
    const [direct, redirected] = answer.ads[0].creatives;
    expect(direct).toEqual({
      _id: ids[0],
      sourceUrl: urls[0],
      snapshotError: { reason: "ADDRESS_NOT_PUBLIC", message: expect.stringContaining("10.0.0.1 (private)") },
      image: { ...hosted(urls[0]), aspectRatio: 1.9108 },
    });
    expect(redirected.snapshotError.message).toContain("169.254.169.254 (linkLocal)");
  });
});

describe("queueing a snapshot", () => {
  it("commits its job with the campaign", async () => {
    const { organization, apiKey } = await createOwner();
    await getAssetQueue();
    const created = await createCampaignViaApi(organization.id, apiKey, bodyWith(`${origin}/ads/banner.png`, HOSTED_IMAGE.url));
    const ids = created.ads[0].creatives.map((c: { _id: string }) => c._id);
    expect(await jobsFor(ids)).toHaveLength(2);
  });

  it("writes no job when the campaign's transaction rolls back", async () => {
    const { organization, user } = await createOwner();
    await getAssetQueue();
    const before = await prisma.$queryRawUnsafe<{ count: bigint }[]>(`SELECT count(*) FROM pgboss.job WHERE name = $1`, SNAPSHOT_QUEUE);
    const input = bodyWith(`${origin}/ads/banner.png`) as unknown as Parameters<typeof createCampaign>[0]["input"];
    const { createCampaignBody } = await import("@/lib/campaigns/schemas");
    await expect(
      createCampaign({
        organizationId: organization.id,
        userId: user.id,
        input: createCampaignBody.parse(input),
        // A write after the jobs fails: everything rolls back with it.
        alsoWrite: async () => {
          throw new Error("the transaction fails after the jobs were written");
        },
      }),
    ).rejects.toThrow("the transaction fails");
    expect(await prisma.campaign.count({ where: { organizationId: organization.id } })).toBe(0);
    const after = await prisma.$queryRawUnsafe<{ count: bigint }[]>(`SELECT count(*) FROM pgboss.job WHERE name = $1`, SNAPSHOT_QUEUE);
    expect(Number(after[0].count)).toBe(Number(before[0].count));
  });

  it("is done again for a waiting creative without a job (written before the queue started)", async () => {
    const { organization, apiKey } = await createOwner();
    const boss = await getAssetQueue();
    const created = await createCampaignViaApi(organization.id, apiKey, bodyWith(`${origin}/ads/banner.png`));
    const ids = created.ads[0].creatives.map((c: { _id: string }) => c._id);
    await prisma.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE name = $1 AND data->>'creativeId' = ANY($2::text[])`, SNAPSHOT_QUEUE, ids);
    expect(await queueWaitingSnapshots(boss)).toBeGreaterThanOrEqual(1);
    expect(await jobsFor(ids)).toHaveLength(1);
    // Its job now waits: not queued twice.
    await queueWaitingSnapshots(boss);
    expect(await jobsFor(ids)).toHaveLength(1);
  });
});
