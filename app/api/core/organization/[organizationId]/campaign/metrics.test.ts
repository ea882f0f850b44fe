import { encodeValueCursor } from "@/lib/api/pagination";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { campaignsPath } from "@/lib/test/campaigns";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { addMemberWithRole, createCustomRole, createOwner, registerApp } from "@/lib/test/fixtures";
import { GET as getReport } from "@/app/api/core/organization/[organizationId]/report/route";
import { GET } from "./route";

// The campaign list with its delivery over a range of UTC days (include=metrics) and ordered by it (sort=…).

type Item = { _id: string; name: string; metrics?: Record<string, number | null> };
type Day = { impressions: number; clicks: number; installs: number; spend: number; charged?: number };

const list = (organizationId: string, apiKey: string, query: Record<string, string> = {}) =>
  callRoute(GET, "GET", campaignsPath(organizationId), { params: { organizationId }, apiKey, query });

/** Delivery rows written as ingestion leaves them: `charged` is what the budget and balance allowed (default all). */
async function deliver(organizationId: string, campaignId: string, adId: string, date: string, day: Day) {
  await prisma.deliveryDay.create({
    data: {
      adId,
      campaignId,
      organizationId,
      date: new Date(`${date}T00:00:00Z`),
      impressions: BigInt(day.impressions),
      clicks: BigInt(day.clicks),
      installs: BigInt(day.installs),
      spend: BigInt(day.spend),
      charged: BigInt(day.charged ?? day.spend),
    },
  });
}

/** Every page of the list for `query`, following nextCursor with a small limit. */
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

/**
 * Five campaigns in one organization, delivery on 2026-11-01..03 (and a day before and after the range asked for):
 *   A: 10,000 impressions, 100 clicks, 4 installs, spend 9,000 (charged 8,000: the budget ran out)
 *   B:  2,000 impressions, 100 clicks, 0 installs, spend 5,000 (CPI null)
 *   C:  5,000 impressions,  50 clicks, 5 installs, spend 8,000 (ties A's spend)
 *   D: nothing in the range (delivery on 2026-10-31 only)
 *   E: nothing at all
 */
async function world() {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  const make = async (name: string) => {
    const { campaign, ads } = await createCampaignWithAds(organizationId, { name, ads: 2 });
    return { id: campaign.id, ads: ads.map((ad) => ad.id) };
  };
  const [a, b, c, d, e] = [await make("A"), await make("B"), await make("C"), await make("D"), await make("E")];
  await deliver(organizationId, a.id, a.ads[0], "2026-11-01", { impressions: 6000, clicks: 60, installs: 3, spend: 6000 });
  await deliver(organizationId, a.id, a.ads[1], "2026-11-03", { impressions: 4000, clicks: 40, installs: 1, spend: 3000, charged: 2000 });
  await deliver(organizationId, a.id, a.ads[0], "2026-11-04", { impressions: 99_999, clicks: 9, installs: 9, spend: 99_999 });
  await deliver(organizationId, b.id, b.ads[0], "2026-11-02", { impressions: 2000, clicks: 100, installs: 0, spend: 5000 });
  await deliver(organizationId, c.id, c.ads[1], "2026-11-02", { impressions: 5000, clicks: 50, installs: 5, spend: 8000 });
  await deliver(organizationId, d.id, d.ads[0], "2026-10-31", { impressions: 7000, clicks: 7, installs: 7, spend: 7000 });
  return { owner, organizationId, apiKey: owner.apiKey, ids: { a: a.id, b: b.id, c: c.id, d: d.id, e: e.id } };
}

const RANGE = { from: "2026-11-01", to: "2026-11-03" };
// No attribution postbacks in this world: no attributed installs, a D7 ROAS of 0 where there was spend.
const NO_ATTRIBUTION = { attributedInstalls: 0, attributedCpi: null };
const ZERO = { impressions: 0, clicks: 0, installs: 0, spend: 0, ctr: null, ecpm: null, cpi: null, ...NO_ATTRIBUTION, roasD7: null };

describe("GET campaigns with their delivery (extension: include=metrics, sort by a metric)", () => {
  it("each campaign carries its delivery over from..to as the organization's report counts it; none without include", async () => {
    const { organizationId, apiKey, ids } = await world();
    const res = await list(organizationId, apiKey, { include: "metrics", ...RANGE });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const byId = new Map((res.json.items as Item[]).map((item) => [item._id, item.metrics]));
    const spent = { ...NO_ATTRIBUTION, roasD7: 0 };
    expect(byId.get(ids.a)).toEqual({
      impressions: 10_000,
      clicks: 100,
      installs: 4,
      spend: 8000,
      ctr: 0.01,
      ecpm: 800,
      cpi: 2000,
      ...spent,
    });
    expect(byId.get(ids.b)).toEqual({
      impressions: 2000,
      clicks: 100,
      installs: 0,
      spend: 5000,
      ctr: 0.05,
      ecpm: 2500,
      cpi: null,
      ...spent,
    });
    expect(byId.get(ids.c)).toEqual({
      impressions: 5000,
      clicks: 50,
      installs: 5,
      spend: 8000,
      ctr: 0.01,
      ecpm: 1600,
      cpi: 1600,
      ...spent,
    });
    expect(byId.get(ids.d)).toEqual(ZERO);
    expect(byId.get(ids.e)).toEqual(ZERO);

    // The same figures as the organization's report, campaign by campaign.
    const report = await callRoute(getReport, "GET", `/api/core/organization/${organizationId}/report`, {
      params: { organizationId },
      apiKey,
      query: { ...RANGE, granularity: "TOTAL" },
    });
    expect(report.status).toBe(200);
    for (const row of report.json.rows as (Record<string, number | null> & { campaignId: string })[]) {
      const { impressions, clicks, installs, spend, ctr, ecpm, cpi } = row;
      expect(byId.get(row.campaignId)).toMatchObject({ impressions, clicks, installs, spend, ctr, ecpm, cpi });
    }

    // Without include nor a metric sort the answer is as before: newest first, no metrics.
    const plain = await list(organizationId, apiKey, RANGE);
    expect((plain.json.items as Item[]).map((item) => item.metrics)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect((plain.json.items as Item[]).map((item) => item.name)).toEqual(["E", "D", "C", "B", "A"]);
  });

  // Groups of equal values, in order; within a group the campaigns go by id in the same direction.
  it.each([
    ["spend", "desc", [["A", "C"], ["B"], ["D", "E"]]],
    ["spend", "asc", [["D", "E"], ["B"], ["A", "C"]]],
    ["impressions", "desc", [["A"], ["C"], ["B"], ["D", "E"]]],
    ["installs", "desc", [["C"], ["A"], ["B", "D", "E"]]],
    // Rates with a divisor of 0 (no delivery, no installs) come last in either order.
    ["ctr", "desc", [["B"], ["A", "C"], ["D", "E"]]],
    ["ctr", "asc", [["A", "C"], ["B"], ["D", "E"]]],
    ["cpi", "desc", [["A"], ["C"], ["B", "D", "E"]]],
    ["cpi", "asc", [["C"], ["A"], ["B", "D", "E"]]],
  ])("sort=%s order=%s pages every campaign once, in order", async (sort, order, groups) => {
    const { organizationId, apiKey, ids } = await world();
    const seen = await walk(organizationId, apiKey, { sort, order, ...RANGE });
    const idOf = (name: string) => ids[name.toLowerCase() as keyof typeof ids];
    const expected = groups.flatMap((group) => {
      const sorted = group.map(idOf).sort();
      return order === "desc" ? sorted.reverse() : sorted;
    });
    expect(seen.map((item) => item._id)).toEqual(expected);
    expect(seen.every((item) => item.metrics)).toBe(true);
  });

  it("ties on a value are broken by id, so a page boundary inside them neither repeats nor skips", async () => {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const { campaign, ads } = await createCampaignWithAds(organizationId, { name: `Tie ${i}` });
      made.push(campaign.id);
      if (i < 4)
        await deliver(organizationId, campaign.id, ads[0].id, "2026-11-02", { impressions: 100, clicks: 1, installs: 1, spend: 500 });
    }
    for (const order of ["desc", "asc"]) {
      const seen = (await walk(organizationId, owner.apiKey, { sort: "spend", order, ...RANGE })).map((item) => item._id);
      const spent = made.slice(0, 4).sort();
      const none = made.slice(4).sort();
      expect(seen).toEqual(order === "desc" ? [...spent.reverse(), ...none.reverse()] : [...none, ...spent]);
    }
  });

  it("keeps the filters and the caller's read scope; another organization's delivery never counts", async () => {
    const { owner, organizationId, apiKey, ids } = await world();
    const app = await registerApp(organizationId);
    await prisma.campaign.update({ where: { id: ids.b }, data: { promotedAppIds: [app.id] } });
    const role = await createCustomRole(organizationId, [`campaign:read@organization/${organizationId}/app/${app.id}`]);
    const scoped = await addMemberWithRole(organizationId, role.id);
    const mine = await list(organizationId, scoped.apiKey, { sort: "spend", ...RANGE });
    expect((mine.json.items as Item[]).map((item) => item._id)).toEqual([ids.b]);
    const named = await list(organizationId, apiKey, { sort: "spend", name: "a", ...RANGE });
    expect((named.json.items as Item[]).map((item) => item.name)).toEqual(["A"]);

    const other = await createOwner();
    const { campaign, ads } = await createCampaignWithAds(other.organization.id, { name: "Other" });
    await deliver(other.organization.id, campaign.id, ads[0].id, "2026-11-02", {
      impressions: 1,
      clicks: 1,
      installs: 1,
      spend: 1_000_000,
    });
    const theirs = await list(other.organization.id, other.apiKey, { sort: "spend", ...RANGE });
    expect((theirs.json.items as Item[]).map((item) => item._id)).toEqual([campaign.id]);
    const ours = await list(organizationId, owner.apiKey, { sort: "spend", ...RANGE });
    // A and C share the largest spend of this organization (8,000); the other's million is not counted here.
    expect((ours.json.items as Item[])[0].metrics?.spend).toBe(8000);
  });

  it.each([
    [{ include: "everything" }, "include"],
    [{ sort: "spend", from: "2026-11-05", to: "2026-11-01" }, "to"],
    [{ sort: "spend", from: "2025-01-01", to: "2026-11-01" }, "to"],
    [{ sort: "spend", from: "2026-02-30" }, "from"],
    [{ sort: "ctr", order: "sideways" }, "order"],
  ])("400 for the query %j", async (query, path) => {
    const { organization, apiKey } = await createOwner();
    const res = await list(organization.id, apiKey, query as Record<string, string>);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details[0].path).toBe(path);
  });

  it("a cursor pages only the sort and order it came from", async () => {
    const { organizationId, apiKey } = await world();
    const bySpend = await list(organizationId, apiKey, { sort: "spend", limit: "2", ...RANGE });
    const byDate = await list(organizationId, apiKey, { limit: "2" });
    const refused: Record<string, string>[] = [
      { sort: "ctr", cursor: bySpend.json.nextCursor },
      { sort: "spend", order: "asc", cursor: bySpend.json.nextCursor },
      { cursor: bySpend.json.nextCursor },
      { sort: "spend", cursor: byDate.json.nextCursor },
    ];
    for (const query of refused) {
      const res = await list(organizationId, apiKey, { ...query, ...RANGE });
      expect(res.json, JSON.stringify(query)).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
      expect(res.json.details[0].path).toBe("cursor");
    }
  });

  it("a hand-made cursor with a fraction or 20 digits for a count pages on instead of failing", async () => {
    const { organizationId, apiKey } = await world();
    const id = "6740a1b2c3d4e5f601234b01";
    for (const value of ["1.5", "99999999999999999999"]) {
      const cursor = encodeValueCursor("spend:desc", { value, id });
      const res = await list(organizationId, apiKey, { sort: "spend", cursor, ...RANGE });
      expect(res.status, value).toBe(200);
    }
  });
});
