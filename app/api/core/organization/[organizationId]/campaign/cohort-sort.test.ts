import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { campaignsPath } from "@/lib/test/campaigns";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { createOwner } from "@/lib/test/fixtures";
import { GET } from "./route";

// The campaign list ordered by what the apps' attribution partners reported (sort=attributedCpi|roasD7): CPI on
// attributed installs and D7 ROAS in percent, over the list's from..to, with keyset pages like the delivery sorts.

type Item = { _id: string; name: string; metrics?: Record<string, number | null> };

const list = (organizationId: string, apiKey: string, query: Record<string, string>) =>
  callRoute(GET, "GET", campaignsPath(organizationId), { params: { organizationId }, apiKey, query });

async function walk(organizationId: string, apiKey: string, query: Record<string, string>) {
  const seen: Item[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const res = await list(organizationId, apiKey, { ...query, limit: "2", ...(cursor ? { cursor } : {}) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    seen.push(...(res.json.items as Item[]));
    cursor = res.json.nextCursor;
    if (!cursor) break;
  }
  return seen;
}

/** Rollup rows as the receiver leaves them: installs at dayOffset 0, revenue at the event's offset. */
async function rollup(
  organizationId: string,
  campaignId: string,
  row: { hour: string; dayOffset?: number; installs?: number; revenue?: number; source?: "MMP" | "SKAN"; eventName?: string },
) {
  await prisma.attributionRollup.create({
    data: {
      organizationId,
      campaignId,
      platform: "APP_PLATFORM_ANDROID",
      source: row.source ?? "MMP",
      installHour: new Date(row.hour),
      dayOffset: row.dayOffset ?? 0,
      eventName: row.eventName ?? "",
      installs: BigInt(row.installs ?? 0),
      revenue: BigInt(row.revenue ?? 0),
      events: BigInt(row.revenue ? 1 : 0),
    },
  });
}

async function deliver(organizationId: string, campaignId: string, adId: string, date: string, spend: number) {
  await prisma.deliveryDay.create({
    data: {
      adId,
      campaignId,
      organizationId,
      date: new Date(`${date}T00:00:00Z`),
      impressions: 1000n,
      clicks: 10n,
      installs: 1n,
      spend: BigInt(spend),
      charged: BigInt(spend),
    },
  });
}

const RANGE = { from: "2026-11-01", to: "2026-11-03" };

/**
 * Five campaigns, spend and attribution on 2026-11-01..03:
 *   A: spend 10,000, 4 installs (CPI 2,500), D7 revenue 12,000 (ROAS 120 %; revenue at day 9 not counted)
 *   B: spend 10,000, 10 installs (CPI 1,000), D7 revenue 5,000 (50 %)
 *   C: spend 6,000, no installs (CPI null), no revenue (0 %); SKAdNetwork installs and installs after the range ignored
 *   D: no spend, 2 installs (CPI 0), revenue 1,000 (ROAS null)
 *   E: nothing
 */
async function world() {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  const make = async (name: string) => {
    const { campaign, ads } = await createCampaignWithAds(organizationId, { name });
    return { id: campaign.id, ad: ads[0].id };
  };
  const [a, b, c, d, e] = [await make("A"), await make("B"), await make("C"), await make("D"), await make("E")];
  await deliver(organizationId, a.id, a.ad, "2026-11-01", 10_000);
  await rollup(organizationId, a.id, { hour: "2026-11-01T05:00:00Z", installs: 3 });
  await rollup(organizationId, a.id, { hour: "2026-11-03T23:00:00Z", installs: 1 });
  await rollup(organizationId, a.id, { hour: "2026-11-01T05:00:00Z", dayOffset: 7, revenue: 12_000, eventName: "purchase" });
  await rollup(organizationId, a.id, { hour: "2026-11-01T05:00:00Z", dayOffset: 9, revenue: 50_000, eventName: "purchase" });
  await deliver(organizationId, b.id, b.ad, "2026-11-02", 10_000);
  await rollup(organizationId, b.id, { hour: "2026-11-02T10:00:00Z", installs: 10 });
  await rollup(organizationId, b.id, { hour: "2026-11-02T10:00:00Z", dayOffset: 1, revenue: 5000, eventName: "purchase" });
  await deliver(organizationId, c.id, c.ad, "2026-11-03", 6000);
  await rollup(organizationId, c.id, { hour: "2026-11-03T10:00:00Z", installs: 5, source: "SKAN" });
  await rollup(organizationId, c.id, { hour: "2026-11-04T00:00:00Z", installs: 5 });
  await rollup(organizationId, d.id, { hour: "2026-11-02T10:00:00Z", installs: 2 });
  await rollup(organizationId, d.id, { hour: "2026-11-02T10:00:00Z", dayOffset: 2, revenue: 1000, eventName: "purchase" });
  return { organizationId, apiKey: owner.apiKey, ids: { a: a.id, b: b.id, c: c.id, d: d.id, e: e.id } };
}

describe("GET campaigns sorted by attributed CPI and D7 ROAS (extension)", () => {
  it("each campaign carries its attributed installs, CPI and D7 ROAS (percent) over from..to", async () => {
    const { organizationId, apiKey, ids } = await world();
    const res = await list(organizationId, apiKey, { include: "metrics", ...RANGE });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const byId = new Map((res.json.items as Item[]).map((item) => [item._id, item.metrics]));
    expect(byId.get(ids.a)).toMatchObject({ spend: 10_000, attributedInstalls: 4, attributedCpi: 2500, roasD7: 120 });
    expect(byId.get(ids.b)).toMatchObject({ spend: 10_000, attributedInstalls: 10, attributedCpi: 1000, roasD7: 50 });
    expect(byId.get(ids.c)).toMatchObject({ spend: 6000, attributedInstalls: 0, attributedCpi: null, roasD7: 0 });
    expect(byId.get(ids.d)).toMatchObject({ spend: 0, attributedInstalls: 2, attributedCpi: 0, roasD7: null });
    expect(byId.get(ids.e)).toMatchObject({ spend: 0, attributedInstalls: 0, attributedCpi: null, roasD7: null });
  });

  // Values with a divisor of 0 come last in either order, by id in the order's direction.
  it.each([
    ["attributedCpi", "desc", [["A"], ["B"], ["D"], ["C", "E"]]],
    ["attributedCpi", "asc", [["D"], ["B"], ["A"], ["C", "E"]]],
    ["roasD7", "desc", [["A"], ["B"], ["C"], ["D", "E"]]],
    ["roasD7", "asc", [["C"], ["B"], ["A"], ["D", "E"]]],
  ])("sort=%s order=%s pages every campaign once, in order", async (sort, order, groups) => {
    const { organizationId, apiKey, ids } = await world();
    const seen = await walk(organizationId, apiKey, { sort, order, ...RANGE });
    const idOf = (name: string) => ids[name.toLowerCase() as keyof typeof ids];
    const expected = groups.flatMap((group) => {
      const sorted = group.map(idOf).sort();
      return order === "desc" ? sorted.reverse() : sorted;
    });
    expect(seen.map((item) => item._id)).toEqual(expected);
  });

  it("a cursor of one of these sorts is refused by another", async () => {
    const { organizationId, apiKey } = await world();
    const first = await list(organizationId, apiKey, { sort: "roasD7", limit: "2", ...RANGE });
    expect(first.json.nextCursor).toEqual(expect.any(String));
    const res = await list(organizationId, apiKey, { sort: "attributedCpi", cursor: first.json.nextCursor, ...RANGE });
    expect(res.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect(res.json.details[0].path).toBe("cursor");
  });
});
