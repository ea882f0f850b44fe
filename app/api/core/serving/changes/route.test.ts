import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { integrationKey } from "@/lib/test/serving-feed";
import { writeTimedEvents } from "@/lib/operations/events/timed-events";
import { servingChangesRetentionDays } from "@/lib/serving/serving-retention";
import { GET as servingAds } from "@/app/api/core/serving/ads/route";
import { GET } from "./route";

const DAY_MS = 86_400_000;

const changes = (apiKey: string, after: string) => callRoute(GET, "GET", "/api/core/serving/changes", { apiKey, query: { after } });

describe("GET /api/core/serving/changes: retention", () => {
  it("reads SERVING_CHANGES_RETENTION_DAYS: 7 when unset or empty, refused (naming it) unless a positive integer", () => {
    expect(servingChangesRetentionDays({})).toBe(7);
    expect(servingChangesRetentionDays({ SERVING_CHANGES_RETENTION_DAYS: "" })).toBe(7);
    expect(servingChangesRetentionDays({ SERVING_CHANGES_RETENTION_DAYS: "2" })).toBe(2);
    expect(() => servingChangesRetentionDays({ SERVING_CHANGES_RETENTION_DAYS: "0" })).toThrow(/SERVING_CHANGES_RETENTION_DAYS must be/);
    expect(() => servingChangesRetentionDays({ SERVING_CHANGES_RETENTION_DAYS: "soon" })).toThrow(/SERVING_CHANGES_RETENTION_DAYS must be/);
  });

  it("the timed sweep deletes entries older than the retention; a cursor before them is 410 SERVING_CURSOR_EXPIRED", async () => {
    const apiKey = await integrationKey();
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const old = await prisma.servingChange.createManyAndReturn({
      data: [
        { adId: "ad-old-1", campaignId: "camp-old", kind: "STOPPED", reasons: ["PAUSED"], createdAt: at(9) },
        { adId: "ad-old-2", campaignId: "camp-old", kind: "STOPPED", reasons: ["PAUSED"], createdAt: at(8) },
      ],
      select: { xact: true, seq: true },
    });
    const kept = await prisma.servingChange.create({
      data: { adId: null, campaignId: "camp-new", kind: "BUDGET", reasons: [], item: { budgetRemain: 1000 }, createdAt: at(1) },
      select: { xact: true, seq: true },
    });
    const position = (row: { xact: bigint; seq: bigint }) => `${row.xact}-${row.seq}`;
    const before = `${old[0].xact}-${old[0].seq - 1n}`;
    // Before the sweep, every entry is there.
    const full = await changes(apiKey, before);
    expect(full.status, full.text).toBe(200);
    expect(full.json.items.map((item: { cursor: string }) => item.cursor)).toEqual([...old.map(position), position(kept)]);

    await writeTimedEvents(now);
    expect(await prisma.servingChange.count({ where: { seq: { in: old.map((row) => row.seq) } } })).toBe(0);
    expect(await prisma.servingChange.count({ where: { seq: kept.seq } })).toBe(1);

    // A cursor before a deleted entry may have missed it: 410, with the reason telling the client to read in full. So
    // does a bare sequence number (a cursor answered before positions carried a transaction): it is before them all.
    for (const cursor of [before, position(old[0]), String(old[1].seq)]) {
      const expired = await changes(apiKey, cursor);
      expect(expired.status, expired.text).toBe(410);
      expect(expired.json).toMatchObject({ code: "Gone", reason: "SERVING_CURSOR_EXPIRED" });
    }
    // At or past the last deleted entry, nothing was missed.
    const fresh = await changes(apiKey, position(old[1]));
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.json.items).toEqual([
      expect.objectContaining({
        cursor: position(kept),
        adId: null,
        campaignId: "camp-new",
        kind: "BUDGET",
        ad: null,
        budget: { budgetRemain: 1000 },
      }),
    ]);
    // A full read's changesCursor is never behind what was deleted, even when the log is emptied.
    await prisma.servingChange.deleteMany({ where: { seq: kept.seq } });
    const ads = await callRoute(servingAds, "GET", "/api/core/serving/ads", { apiKey });
    expect(ads.status, ads.text).toBe(200);
    const [xact, seq] = (ads.json.changesCursor as string).split("-").map(BigInt);
    expect(xact > old[1].xact || (xact === old[1].xact && seq >= old[1].seq)).toBe(true);
    expect((await changes(apiKey, ads.json.changesCursor)).status).toBe(200);
  });
});
