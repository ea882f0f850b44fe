import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { pruneServingChanges } from "@/lib/serving/serving-retention";
import { syncServing } from "@/lib/serving/sync-serving";
import { fundedOwner } from "@/lib/test/ads";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { adBody, campaignBody, createCampaignViaApi, createStoredCampaignViaApi, HOSTED_IMAGE, setCampaign } from "@/lib/test/campaigns";
import { fullRead, integrationKey } from "@/lib/test/serving-feed";
import { GET as servingAds } from "./ads/route";
import { GET as servingChanges } from "./changes/route";

// What serving/ads and serving/changes answer, field by field and page by page, and what the change log's
// retention deletes and remembers, with the sweep's clock the test's.

const DAY_MS = 86_400_000;
type Change = { cursor: string; adId: string | null; kind: string; ad: Record<string, unknown> | null; budget: unknown };

const changes = (apiKey: string, after: string, limit = "100") =>
  callRoute(servingChanges, "GET", "/api/core/serving/changes", { apiKey, query: { after, limit } });
const adsPage = (apiKey: string, limit: number) =>
  callRoute(servingAds, "GET", "/api/core/serving/ads", { apiKey, query: { limit: String(limit) } });

/**
 * serving/changes after `after`, polled until `done` holds of its items: on PostgreSQL a transaction still running
 * elsewhere on the server holds newer entries back for a while (as `changesAfter` in lib/test/serving-feed.ts does
 * for one campaign).
 */
async function changesUntil(apiKey: string, after: string, done: (items: Change[]) => boolean): Promise<Change[]> {
  const until = Date.now() + 90_000;
  for (;;) {
    const res = await changes(apiKey, after);
    expect(res.status, res.text).toBe(200);
    const items = res.json.items as Change[];
    if (done(items) || Date.now() > until) return items;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A serving campaign of one ad; its image hosted elsewhere (an absolute URL) or stored here (a relative one). */
async function servingCampaign(hosted: boolean) {
  const { organization, apiKey } = await fundedOwner();
  const create = hosted ? createCampaignViaApi : createStoredCampaignViaApi;
  const campaign = await create(organization.id, apiKey, campaignBody({ ads: [adBody()] }));
  await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
  await transaction((tx) => syncServing(tx, { campaignIds: [campaign._id] }));
  return { campaignId: campaign._id as string, adId: campaign.ads[0]._id as string };
}

describe("serving/ads and serving/changes: what they answer", () => {
  it("a SERVABLE change carries the item (media URLs made absolute, hosted ones as they are) and no budget, as a full read does", async () => {
    const apiKey = await integrationKey();
    const start = (await fullRead(apiKey)).changesCursor;
    const hosted = await servingCampaign(true);
    const stored = await servingCampaign(false);
    const isServable = (adId: string) => (change: Change) => change.adId === adId && change.kind === "SERVABLE";
    const isBudget = (change: Change) => change.kind === "BUDGET" && change.adId === null;
    const items = await changesUntil(
      apiKey,
      start,
      (found) => [hosted, stored].every(({ adId }) => found.some(isServable(adId))) && found.some(isBudget),
    );
    const servable = (adId: string) => items.find(isServable(adId))!;
    const full = (await fullRead(apiKey)).set;
    for (const { adId } of [hosted, stored]) {
      expect(servable(adId).budget).toBeNull();
      expect(servable(adId).ad).toEqual(full.get(adId));
    }
    const urlOf = (ad: Record<string, unknown> | null | undefined) =>
      (ad as { creatives: { image: { url: string } }[] }).creatives[0].image.url;
    expect(urlOf(servable(hosted.adId).ad)).toBe(HOSTED_IMAGE.url);
    expect(urlOf(servable(stored.adId).ad)).toMatch(new RegExp(`^${ORIGIN}/`));
    const budget = items.find(isBudget)!;
    expect(budget.ad).toBeNull();
    expect(budget.budget).toEqual({ budgetRemain: expect.any(Number) });
  });

  it("a full read's changesCursor is past every change committed before it, and a page as long as what is left ends the read", async () => {
    const apiKey = await integrationKey();
    const { adId } = await servingCampaign(false);
    const read = await adsPage(apiKey, 1000);
    expect(read.status, read.text).toBe(200);
    // (xmin, 0), xmin the oldest transaction still running: a position of now, not the start of the log
    const [xmin, seq] = (read.json.changesCursor as string).split("-").map(BigInt);
    expect([xmin > 0n, seq]).toEqual([true, 0n]);
    // so nothing committed before the read comes again after it (on PostgreSQL another database's transaction still
    // running may hold xmin back, and the change comes again: applying it twice does no harm)
    if (!process.env.DATABASE_URL) {
      const after = await changes(apiKey, read.json.changesCursor);
      expect((after.json.items as Change[]).filter((change) => change.adId === adId)).toEqual([]);
    }
    // the whole feed on one page of exactly its length: no next page
    const count = (read.json.items as unknown[]).length;
    expect(count).toBeGreaterThan(0);
    const exact = await adsPage(apiKey, count);
    expect(exact.json.items).toHaveLength(count);
    expect(exact.json.nextCursor).toBeNull();
    // one shorter: the page holds that many and names the next
    if (count > 1) {
      const short = await adsPage(apiKey, count - 1);
      expect(short.json.items).toHaveLength(count - 1);
      expect(short.json.nextCursor).toEqual(expect.any(String));
    }
  });
});

/**
 * The oldest transaction still running anywhere on the server (its snapshot's xmin): the retention deletes only
 * entries of transactions before it. Entries written with a position below it are deletable whatever else runs on
 * a shared PostgreSQL server (a test's own transaction would not be while another database's older one runs).
 */
async function oldestRunning(): Promise<bigint> {
  const [{ xmin }] = await prisma.$queryRaw<{ xmin: bigint }[]>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint AS "xmin"`;
  return xmin;
}

describe("the change log's retention", () => {
  it("deletes entries older than the retention (one at the cutoff kept), answers how many, and remembers the last in (xact, seq) order", async () => {
    const apiKey = await integrationKey();
    const now = new Date();
    const cutoff = new Date(now.getTime() - 7 * DAY_MS);
    const xact = await oldestRunning();
    // Logged by two transactions that committed out of order: the later transaction's entry has the smaller seq.
    const later = await prisma.servingChange.create({
      data: {
        adId: "ret-later",
        campaignId: "ret",
        kind: "STOPPED",
        reasons: ["PAUSED"],
        xact: xact - 1n,
        createdAt: new Date(cutoff.getTime() - 1),
      },
    });
    const earlier = await prisma.servingChange.create({
      data: {
        adId: "ret-earlier",
        campaignId: "ret",
        kind: "STOPPED",
        reasons: ["PAUSED"],
        xact: xact - 2n,
        createdAt: new Date(cutoff.getTime() - DAY_MS),
      },
    });
    await prisma.servingChange.create({
      data: { adId: "ret-kept", campaignId: "ret", kind: "STOPPED", reasons: ["PAUSED"], xact: xact - 1n, createdAt: cutoff },
    });
    expect(earlier.seq).toBeGreaterThan(later.seq);

    expect(await pruneServingChanges(now, 7)).toBe(2);
    expect((await prisma.servingChange.findMany({ where: { campaignId: "ret" } })).map((row) => row.adId)).toEqual(["ret-kept"]);
    const cursorOf = (row: { xact: bigint; seq: bigint }) => `${row.xact}-${row.seq}`;
    // The earlier transaction's entry sorts before the later one's: a client there may have missed the later one.
    expect((await changes(apiKey, cursorOf(earlier))).status).toBe(410);
    const fromLater = await changes(apiKey, cursorOf(later));
    expect(fromLater.status, fromLater.text).toBe(200);
    expect((fromLater.json.items as Change[]).map((change) => change.adId)).toContain("ret-kept");
    await prisma.servingChange.deleteMany({ where: { campaignId: "ret" } });
  });

  it("deletes in batches of 1000 until none is left", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 30 * DAY_MS);
    const xact = await oldestRunning();
    await prisma.servingChange.createMany({
      data: Array.from({ length: 1001 }, (_, i) => ({
        adId: `batch-${i}`,
        campaignId: "batch",
        kind: "STOPPED",
        reasons: ["PAUSED"],
        createdAt: old,
        xact: xact - 1n,
      })),
    });
    expect(await pruneServingChanges(now, 7)).toBe(1001);
    expect(await prisma.servingChange.count({ where: { campaignId: "batch" } })).toBe(0);
    expect(await pruneServingChanges(now, 7)).toBe(0);
  });

  it("a full read's changesCursor is never behind the deleted horizon, even one ahead of every transaction", async () => {
    const apiKey = await integrationKey();
    const saved = await prisma.servingChangeHorizon.findUnique({ where: { id: 1 } });
    const [{ xact }] = await prisma.$queryRaw<{ xact: bigint }[]>`SELECT pg_current_xact_id()::text::bigint + 1000 AS "xact"`;
    await prisma.servingChangeHorizon.upsert({
      where: { id: 1 },
      create: { id: 1, prunedXact: xact, prunedThrough: 5n },
      update: { prunedXact: xact, prunedThrough: 5n },
    });
    try {
      const read = await adsPage(apiKey, 10);
      expect(read.json.changesCursor).toBe(`${xact}-5`);
      expect((await changes(apiKey, read.json.changesCursor)).status).toBe(200);
    } finally {
      if (saved) await prisma.servingChangeHorizon.update({ where: { id: 1 }, data: saved });
      else await prisma.servingChangeHorizon.delete({ where: { id: 1 } });
    }
  });
});
