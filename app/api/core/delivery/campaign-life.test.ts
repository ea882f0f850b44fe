import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignWithAds, spendFacts } from "@/lib/test/delivery";
import { createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { campaignPath } from "@/lib/test/campaigns";
import { GET as getCampaign } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { GET as campaignReport } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/report/route";
import { POST } from "./route";

// Delivery against a campaign's daily budget, its creation day, and its ads' pause and review.

const post = (apiKey: string, body: unknown) => callRoute(POST, "POST", "/api/core/delivery", { apiKey, body });
const row = (adId: string, date: string, spend: number) => ({ adId, date, impressions: spend, clicks: 0, installs: 0, spend });
const TODAY = utcDayOf(Date.now());
const YESTERDAY = addUtcDays(TODAY, -1);

async function setup(options: { dailyBudget?: number; ads?: number; kind?: "REGULAR" | "HOUSE"; budget?: number } = {}) {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  await seedLedger(organizationId, [{ type: "CHARGE_TYPE_PAID", amount: 1_000_000, createdAt: new Date(Date.now() - 60_000) }]);
  const { campaign, ads } = await createCampaignWithAds(organizationId, { ads: options.ads, kind: options.kind, budget: options.budget });
  if (options.dailyBudget !== undefined) {
    await prisma.campaign.update({ where: { id: campaign.id }, data: { dailyBudget: BigInt(options.dailyBudget) } });
  }
  const reviewer = await createReviewer();
  return { organizationId, owner, campaign, ads, key: reviewer.apiKey };
}

async function answer(organizationId: string, campaignId: string, apiKey: string) {
  const res = await callRoute(getCampaign, "GET", campaignPath(organizationId, campaignId), {
    params: { organizationId, campaignId },
    apiKey,
  });
  expect(res.status).toBe(200);
  return res.json as { spentToday: number; dailyBudget?: number; serving: { reasons: { reason: string; message: string }[] } };
}

const charged = async (adId: string, date: string) =>
  Number((await prisma.deliveryDay.findUniqueOrThrow({ where: { adId_date: { adId, date: new Date(`${date}T00:00:00Z`) } } })).charged);

describe("daily budget", () => {
  it("caps each UTC day: yesterday's cap reached, today is fresh; serving says when today's is used up", async () => {
    const { organizationId, owner, campaign, ads, key } = await setup({ dailyBudget: 1000 });
    const first = await post(key, { rows: [row(ads[0].id, YESTERDAY, 1500)] });
    expect(first.json).toMatchObject({ spendReported: 1500, spendCharged: 1000 });
    // more delivery on the capped day is recorded, not charged
    expect((await post(key, { rows: [row(ads[0].id, YESTERDAY, 2000)] })).json).toMatchObject({ spendReported: 500, spendCharged: 0 });
    expect(await charged(ads[0].id, YESTERDAY)).toBe(1000);

    let read = await answer(organizationId, campaign.id, owner.apiKey);
    expect(read).toMatchObject({ dailyBudget: 1000, spentToday: 0 });
    expect(read.serving.reasons).toEqual([]);

    expect((await post(key, { rows: [row(ads[0].id, TODAY, 800)] })).json).toMatchObject({ spendCharged: 800 });
    read = await answer(organizationId, campaign.id, owner.apiKey);
    expect(read.spentToday).toBe(800);
    expect(read.serving.reasons).toEqual([]);
    // the day's first spend: the feed's rows now look again at the reset
    const feed = () => prisma.servingAd.findFirstOrThrow({ where: { adId: ads[0].id } });
    expect(await feed()).toMatchObject({ servable: true, recheckAt: new Date(`${addUtcDays(TODAY, 1)}T00:00:00Z`) });
    // spend below the cap moves amounts only: one BUDGET change, the ad's row as it was
    const seq = (await prisma.servingChange.aggregate({ _max: { seq: true } }))._max.seq ?? 0n;
    expect((await post(key, { rows: [row(ads[0].id, TODAY, 900)] })).json).toMatchObject({ spendCharged: 100 });
    const logged = await prisma.servingChange.findMany({ where: { campaignId: campaign.id, seq: { gt: seq } } });
    expect(logged.map((change) => [change.kind, change.item])).toEqual([
      ["BUDGET", { budgetRemain: 1_000_000 - 1900, dailyBudgetRemain: 100 }],
    ]);

    expect((await post(key, { rows: [row(ads[0].id, TODAY, 1200)] })).json).toMatchObject({ spendReported: 300, spendCharged: 100 });
    read = await answer(organizationId, campaign.id, owner.apiKey);
    expect(read.spentToday).toBe(1000);
    expect(read.serving.reasons).toEqual([{ reason: "DAILY_BUDGET_EXHAUSTED", message: expect.stringContaining("00:00 UTC") }]);
    expect(await feed()).toMatchObject({ servable: false, reasons: ["DAILY_BUDGET_EXHAUSTED"] });

    const facts = await spendFacts(organizationId);
    expect(facts).toMatchObject({ usage: 2000, charged: 2000, balance: 1_000_000 - 2000 });
    expect(Number((await prisma.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).budgetRemain)).toBe(1_000_000 - 2000);
  });

  it("one request spanning two days: the rows of one campaign and day share that day's cap", async () => {
    const { organizationId, ads, key } = await setup({ dailyBudget: 1000, ads: 2 });
    const res = await post(key, {
      rows: [row(ads[0].id, YESTERDAY, 600), row(ads[1].id, YESTERDAY, 600), row(ads[0].id, TODAY, 700), row(ads[1].id, TODAY, 700)],
    });
    expect(res.json).toMatchObject({ spendReported: 2600, spendCharged: 2000 });
    expect((await charged(ads[0].id, YESTERDAY)) + (await charged(ads[1].id, YESTERDAY))).toBe(1000);
    expect((await charged(ads[0].id, TODAY)) + (await charged(ads[1].id, TODAY))).toBe(1000);
    expect(await spendFacts(organizationId)).toMatchObject({ usage: 2000, charged: 2000 });
  });

  it("concurrent reports for many ads of one campaign never charge a day beyond its cap", async () => {
    const { organizationId, campaign, ads, key } = await setup({ dailyBudget: 1000, ads: 12 });
    const results = await Promise.all(ads.map((ad) => post(key, { rows: [row(ad.id, TODAY, 300)] })));
    expect(results.map((r) => r.status)).toEqual(ads.map(() => 200));
    expect(results.reduce((sum, r) => sum + r.json.spendCharged, 0)).toBe(1000);
    const day = await prisma.deliveryDay.aggregate({ where: { campaignId: campaign.id }, _sum: { charged: true, spend: true } });
    expect(day._sum).toEqual({ charged: 1000n, spend: 3600n });
    expect(await spendFacts(organizationId)).toMatchObject({ usage: 1000, charged: 1000 });
  });

  it("a daily budget lowered below what the day was already charged: the day charges nothing more and gives nothing back", async () => {
    const { organizationId, campaign, ads, key } = await setup({ dailyBudget: 1000 });
    expect((await post(key, { rows: [row(ads[0].id, TODAY, 800)] })).json).toMatchObject({ spendCharged: 800 });
    // PATCH takes any daily budget of at least 1, whatever the day already spent
    await prisma.campaign.update({ where: { id: campaign.id }, data: { dailyBudget: 500n } });
    const res = await post(key, { rows: [row(ads[0].id, TODAY, 1000)] });
    expect(res.json).toEqual({ received: 1, changed: 1, spendReported: 200, spendCharged: 0, spendNotServable: 0 });
    expect(await charged(ads[0].id, TODAY)).toBe(800);
    expect(await spendFacts(organizationId)).toEqual({ usage: 800, charged: 800, balance: 1_000_000 - 800 });
    // another day has the new cap
    expect((await post(key, { rows: [row(ads[0].id, YESTERDAY, 700)] })).json).toMatchObject({ spendCharged: 500 });
  });

  it("a house campaign is not capped by a daily budget", async () => {
    const { ads, key } = await setup({ dailyBudget: 10, kind: "HOUSE", budget: 0 });
    expect((await post(key, { rows: [row(ads[0].id, TODAY, 500)] })).json).toMatchObject({ spendCharged: 500 });
  });
});

describe("delivery cannot predate the campaign", () => {
  it("409 DELIVERY_BEFORE_CAMPAIGN naming the rows dated before its creation day, nothing written", async () => {
    const { organizationId, campaign, ads, key } = await setup();
    const created = utcDayOf(campaign.createdAt);
    const res = await post(key, { rows: [row(ads[0].id, created, 100), row(ads[0].id, addUtcDays(created, -1), 100)] });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ reason: "DELIVERY_BEFORE_CAMPAIGN" });
    expect(res.json.details).toEqual([{ path: "rows.1.date", message: expect.stringContaining(created) }]);
    expect(await prisma.deliveryDay.count({ where: { campaignId: campaign.id } })).toBe(0);
    expect(await spendFacts(organizationId)).toMatchObject({ usage: 0, charged: 0, balance: 1_000_000 });
    // the creation day itself is fine
    expect((await post(key, { rows: [row(ads[0].id, created, 100)] })).status).toBe(200);
  });
});

describe("delivery of a held-back ad is recorded and flagged", () => {
  it("AD_PAUSED and AD_NOT_APPROVED, the first flag kept, shown on reports by ad", async () => {
    const { organizationId, owner, campaign, ads, key } = await setup({ ads: 3 });
    await prisma.ad.update({ where: { id: ads[0].id }, data: { status: "AD_STATUS_PAUSED" } });
    await prisma.ad.update({ where: { id: ads[1].id }, data: { reviewStatus: "PENDING" } });
    const res = await post(key, { rows: [row(ads[0].id, TODAY, 100), row(ads[1].id, TODAY, 100), row(ads[2].id, TODAY, 100)] });
    // the held-back ads' delivery is recorded, not charged
    expect(res.json).toMatchObject({ changed: 3, spendCharged: 100, spendNotServable: 200 });
    const flagOf = async (adId: string) =>
      (await prisma.deliveryDay.findUniqueOrThrow({ where: { adId_date: { adId, date: new Date(`${TODAY}T00:00:00Z`) } } })).flag;
    expect([await flagOf(ads[0].id), await flagOf(ads[1].id), await flagOf(ads[2].id)]).toEqual(["AD_PAUSED", "AD_NOT_APPROVED", null]);

    // the ad is approved and paused later: that day's first flag stays, and nothing of it is charged
    await prisma.ad.update({ where: { id: ads[1].id }, data: { reviewStatus: "APPROVED", status: "AD_STATUS_PAUSED" } });
    expect((await post(key, { rows: [row(ads[1].id, TODAY, 200)] })).json).toMatchObject({ spendCharged: 0, spendNotServable: 100 });
    expect(await flagOf(ads[1].id)).toBe("AD_NOT_APPROVED");
    expect(await charged(ads[1].id, TODAY)).toBe(0);

    const report = async (breakdown: string) =>
      (
        await callRoute(campaignReport, "GET", `${campaignPath(organizationId, campaign.id)}/report`, {
          params: { organizationId, campaignId: campaign.id },
          apiKey: owner.apiKey,
          query: { from: TODAY, to: TODAY, granularity: "TOTAL", breakdown },
        })
      ).json;
    const byAd = await report("AD");
    const flags = Object.fromEntries(byAd.rows.map((r: { adId: string; flag?: string }) => [r.adId, r.flag ?? null]));
    expect(flags).toEqual({ [ads[0].id]: "AD_PAUSED", [ads[1].id]: "AD_NOT_APPROVED", [ads[2].id]: null });
    expect((await report("NONE")).rows[0].flag).toBeUndefined();
  });
});
