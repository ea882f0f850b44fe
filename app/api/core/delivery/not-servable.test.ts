import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignWithAds, spendFacts } from "@/lib/test/delivery";
import { createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { campaignPath, createStoredCampaignViaApi } from "@/lib/test/campaigns";
import { GET as campaignReport } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/report/route";
import { GET as organizationReport } from "@/app/api/core/organization/[organizationId]/report/route";
import { POST as statusRoute } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/status/route";
import { POST } from "./route";

// Delivery reported for an hour (or UTC day) at no moment of which its ad could serve is recorded with its flag
// and never charged: no budget, balance, ledger or rollup charge moves.

const post = (apiKey: string, body: unknown) => callRoute(POST, "POST", "/api/core/delivery", { apiKey, body });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TODAY = utcDayOf(Date.now());
const YESTERDAY = addUtcDays(TODAY, -1);
const TWO_DAYS_AGO = addUtcDays(TODAY, -2);
const at = (day: string, hour = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + hour * HOUR);
const dayRow = (adId: string, date: string, spend: number) => ({ adId, date, impressions: spend * 2, clicks: 3, installs: 1, spend });
const hourRow = (adId: string, date: string, hour: number, spend: number) => ({ ...dayRow(adId, date, spend), hour });

async function setup(ads = 2) {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  await seedLedger(organizationId, [{ type: "CHARGE_TYPE_PAID", amount: 1_000_000, createdAt: new Date(Date.now() - 60_000) }]);
  const { campaign, ads: created } = await createCampaignWithAds(organizationId, { ads });
  const reviewer = await createReviewer();
  return { organizationId, owner, campaign, ads: created, key: reviewer.apiKey };
}

/** Everything a charge moves: the ledger, the balance, the budget left and the rollup's charged and billed sums. */
async function money(organizationId: string, campaignId: string) {
  const [ledgerRows, facts, campaign, rollup] = await Promise.all([
    prisma.ledgerEntry.count({ where: { organizationId } }),
    spendFacts(organizationId),
    prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } }),
    prisma.deliveryRollup.aggregate({ where: { organizationId }, _sum: { charged: true, billed: true } }),
  ]);
  return {
    ledgerRows,
    ...facts,
    budgetRemain: Number(campaign.budgetRemain),
    rollupCharged: Number(rollup._sum.charged ?? 0n),
    rollupBilled: Number(rollup._sum.billed ?? 0n),
  };
}

const day = (adId: string, date: string) =>
  prisma.deliveryDay.findUniqueOrThrow({ where: { adId_date: { adId, date: new Date(`${date}T00:00:00Z`) } } });
const cell = (adId: string, date: string, hour: number) =>
  prisma.deliveryCell.findUniqueOrThrow({
    where: {
      adId_date_hour_country_creativeId_platform: {
        adId,
        date: new Date(`${date}T00:00:00Z`),
        hour,
        country: "",
        creativeId: "",
        platform: "",
      },
    },
  });

type State = { name: string; flag: string; apply: (campaignId: string, adIds: string[]) => Promise<unknown> };
const campaignState = (data: Record<string, unknown>) => (campaignId: string) =>
  prisma.campaign.update({ where: { id: campaignId }, data });
const adState = (data: Record<string, unknown>) => (_: string, adIds: string[]) =>
  prisma.ad.updateMany({ where: { id: { in: adIds } }, data });

const STATES: State[] = [
  { name: "campaign pending review", flag: "CAMPAIGN_PENDING", apply: campaignState({ status: "CAMPAIGN_STATUS_PENDING" }) },
  { name: "campaign rejected", flag: "CAMPAIGN_REJECTED", apply: campaignState({ status: "CAMPAIGN_STATUS_REJECTED" }) },
  { name: "campaign paused", flag: "CAMPAIGN_PAUSED", apply: campaignState({ status: "CAMPAIGN_STATUS_PAUSED" }) },
  {
    name: "campaign not started (startAt next month)",
    flag: "CAMPAIGN_NOT_STARTED",
    apply: campaignState({ startAt: new Date(Date.now() + 30 * DAY) }),
  },
  { name: "campaign ended (endAt before the day)", flag: "CAMPAIGN_ENDED", apply: campaignState({ endAt: at(TWO_DAYS_AGO, 6) }) },
  { name: "ad paused", flag: "AD_PAUSED", apply: adState({ status: "AD_STATUS_PAUSED" }) },
  { name: "ad waiting for review", flag: "AD_NOT_APPROVED", apply: adState({ reviewStatus: "PENDING" }) },
];

describe("delivery reported while the ad could not serve is recorded, never charged", () => {
  it.each(STATES)("$name: day rows and hourly rows are flagged $flag, and nothing is charged", async ({ flag, apply }) => {
    const { organizationId, campaign, ads, key } = await setup();
    await apply(
      campaign.id,
      ads.map((ad) => ad.id),
    );
    const before = await money(organizationId, campaign.id);

    const res = await post(key, {
      rows: [dayRow(ads[0].id, YESTERDAY, 393_000), hourRow(ads[1].id, YESTERDAY, 3, 1_000), hourRow(ads[1].id, YESTERDAY, 15, 2_000)],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ received: 3, changed: 3, spendReported: 396_000, spendCharged: 0, spendNotServable: 396_000 });

    expect(await money(organizationId, campaign.id)).toEqual(before);
    expect(await day(ads[0].id, YESTERDAY)).toMatchObject({
      flag,
      spend: 393_000n,
      charged: 0n,
      heldSpend: 393_000n,
      heldImpressions: 786_000n,
      heldClicks: 3n,
      heldInstalls: 1n,
    });
    expect(await cell(ads[1].id, YESTERDAY, 3)).toMatchObject({ flag, charged: 0n, heldSpend: 1_000n });
    expect(await cell(ads[1].id, YESTERDAY, 15)).toMatchObject({ flag, charged: 0n, heldSpend: 2_000n });
    expect(await day(ads[1].id, YESTERDAY)).toMatchObject({ flag, spend: 3_000n, charged: 0n, heldSpend: 3_000n });

    // larger running totals for the same day and hours: still nothing charged
    const more = await post(key, { rows: [dayRow(ads[0].id, YESTERDAY, 400_000), hourRow(ads[1].id, YESTERDAY, 15, 2_500)] });
    expect(more.json).toMatchObject({ spendReported: 7_500, spendCharged: 0, spendNotServable: 7_500 });
    expect(await money(organizationId, campaign.id)).toEqual(before);
    expect(await day(ads[0].id, YESTERDAY)).toMatchObject({ heldSpend: 400_000n, charged: 0n });
  });

  it("a campaign that starts mid-day: hours before its start are flagged and free, hours from it on are charged", async () => {
    const { organizationId, campaign, ads, key } = await setup();
    await prisma.campaign.update({ where: { id: campaign.id }, data: { startAt: at(YESTERDAY, 12) } });
    const before = await money(organizationId, campaign.id);

    const res = await post(key, {
      rows: [10, 11, 12, 13].map((hour) => hourRow(ads[0].id, YESTERDAY, hour, 1_000 * hour)),
    });
    expect(res.json).toMatchObject({ spendReported: 46_000, spendCharged: 25_000, spendNotServable: 21_000 });
    expect(await cell(ads[0].id, YESTERDAY, 10)).toMatchObject({ flag: "CAMPAIGN_NOT_STARTED", charged: 0n, heldSpend: 10_000n });
    expect(await cell(ads[0].id, YESTERDAY, 11)).toMatchObject({ flag: "CAMPAIGN_NOT_STARTED", charged: 0n, heldSpend: 11_000n });
    expect(await cell(ads[0].id, YESTERDAY, 12)).toMatchObject({ flag: null, charged: 12_000n, heldSpend: 0n });
    expect(await cell(ads[0].id, YESTERDAY, 13)).toMatchObject({ flag: null, charged: 13_000n, heldSpend: 0n });
    // the day holds the sum, and the flag of its first hour that could not serve
    expect(await day(ads[0].id, YESTERDAY)).toMatchObject({ flag: "CAMPAIGN_NOT_STARTED", charged: 25_000n, heldSpend: 21_000n });

    const after = await money(organizationId, campaign.id);
    expect(after).toMatchObject({
      ledgerRows: before.ledgerRows + 1,
      usage: 25_000,
      charged: 25_000,
      balance: before.balance - 25_000,
      budgetRemain: before.budgetRemain - 25_000,
      rollupCharged: 25_000,
      rollupBilled: 25_000,
    });

    // a day row is charged when the ad could serve at some moment of that UTC day: from 12:00 here
    const res2 = await post(key, { rows: [dayRow(ads[1].id, YESTERDAY, 5_000), dayRow(ads[1].id, TWO_DAYS_AGO, 700)] });
    expect(res2.json).toMatchObject({ spendCharged: 5_000, spendNotServable: 700 });
    expect(await day(ads[1].id, YESTERDAY)).toMatchObject({ flag: null, charged: 5_000n });
    expect(await day(ads[1].id, TWO_DAYS_AGO)).toMatchObject({ flag: "CAMPAIGN_NOT_STARTED", charged: 0n, heldSpend: 700n });
  });

  it("the status history decides: a day before the pause is charged, the day it paused too, the days after are not", async () => {
    const { organizationId, campaign, ads, key } = await setup(3);
    // paused yesterday at 06:00 UTC, and still paused
    await prisma.campaign.update({ where: { id: campaign.id }, data: { status: "CAMPAIGN_STATUS_PAUSED" } });
    await prisma.campaignStatusRecord.create({
      data: {
        id: newObjectId(),
        campaignId: campaign.id,
        statusFrom: "CAMPAIGN_STATUS_ACTIVE",
        statusTo: "CAMPAIGN_STATUS_PAUSED",
        createdAt: at(YESTERDAY, 6),
      },
    });
    const before = await money(organizationId, campaign.id);
    const res = await post(key, {
      rows: [
        dayRow(ads[0].id, TWO_DAYS_AGO, 1_000),
        dayRow(ads[0].id, YESTERDAY, 2_000),
        dayRow(ads[0].id, TODAY, 4_000),
        hourRow(ads[1].id, YESTERDAY, 5, 100),
        hourRow(ads[1].id, YESTERDAY, 6, 200),
      ],
    });
    expect(res.json).toMatchObject({ spendCharged: 3_100, spendNotServable: 4_200 });
    expect(await day(ads[0].id, TWO_DAYS_AGO)).toMatchObject({ flag: null, charged: 1_000n });
    // served from 00:00 to 06:00: the whole day's delivery is charged
    expect(await day(ads[0].id, YESTERDAY)).toMatchObject({ flag: null, charged: 2_000n });
    expect(await day(ads[0].id, TODAY)).toMatchObject({ flag: "CAMPAIGN_PAUSED", charged: 0n, heldSpend: 4_000n });
    expect(await cell(ads[1].id, YESTERDAY, 5)).toMatchObject({ flag: null, charged: 100n });
    expect(await cell(ads[1].id, YESTERDAY, 6)).toMatchObject({ flag: "CAMPAIGN_PAUSED", charged: 0n, heldSpend: 200n });
    expect((await money(organizationId, campaign.id)).balance).toBe(before.balance - 3_100);

    // a campaign paused after a day ended is still charged for that day, reported late
    await prisma.campaignStatusRecord.deleteMany({ where: { campaignId: campaign.id } });
    await prisma.campaignStatusRecord.create({
      data: {
        id: newObjectId(),
        campaignId: campaign.id,
        statusFrom: "CAMPAIGN_STATUS_ACTIVE",
        statusTo: "CAMPAIGN_STATUS_PAUSED",
        createdAt: at(TODAY),
      },
    });
    expect((await post(key, { rows: [dayRow(ads[2].id, YESTERDAY, 900)] })).json).toMatchObject({ spendCharged: 900 });
  });

  it("an ad's review history decides: edited (back to review) yesterday at 12:00, yesterday is charged, today is not", async () => {
    const { campaign, ads, key } = await setup();
    await prisma.ad.update({ where: { id: ads[0].id }, data: { reviewStatus: "PENDING" } });
    await prisma.campaignStatusRecord.create({
      data: {
        id: newObjectId(),
        campaignId: campaign.id,
        adId: ads[0].id,
        statusFrom: "APPROVED",
        statusTo: "PENDING",
        createdAt: at(YESTERDAY, 12),
      },
    });
    const res = await post(key, { rows: [dayRow(ads[0].id, YESTERDAY, 500), dayRow(ads[0].id, TODAY, 300)] });
    expect(res.json).toMatchObject({ spendCharged: 500, spendNotServable: 300 });
    expect(await day(ads[0].id, TODAY)).toMatchObject({ flag: "AD_NOT_APPROVED", charged: 0n });
  });

  it("reports keep not-servable delivery apart: out of the metrics, in notServable, with the flag per ad", async () => {
    const { organizationId, owner, campaign, ads, key } = await setup();
    await prisma.ad.update({ where: { id: ads[1].id }, data: { status: "AD_STATUS_PAUSED" } });
    await post(key, {
      rows: [dayRow(ads[0].id, YESTERDAY, 1_000), hourRow(ads[1].id, YESTERDAY, 9, 393_000)],
    });
    const report = async (query: Record<string, string>) => {
      const res = await callRoute(campaignReport, "GET", `${campaignPath(organizationId, campaign.id)}/report`, {
        params: { organizationId, campaignId: campaign.id },
        apiKey: owner.apiKey,
        query: { from: YESTERDAY, to: YESTERDAY, ...query },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json;
    };
    const held = { impressions: 786_000, clicks: 3, installs: 1, spend: 393_000 };
    const total = await report({ granularity: "TOTAL", breakdown: "NONE" });
    expect(total.totals).toMatchObject({ impressions: 2_000, clicks: 3, installs: 1, spend: 1_000, ecpm: 500, notServable: held });
    expect(total.rows[0]).toMatchObject({ spend: 1_000, notServable: held });

    const byAd = await report({ granularity: "TOTAL", breakdown: "AD" });
    const rows = Object.fromEntries(byAd.rows.map((row: { adId: string }) => [row.adId, row]));
    expect(rows[ads[0].id]).toMatchObject({ spend: 1_000, impressions: 2_000 });
    expect(rows[ads[0].id].notServable).toBeUndefined();
    expect(rows[ads[0].id].flag).toBeUndefined();
    expect(rows[ads[1].id]).toMatchObject({ spend: 0, impressions: 0, clicks: 0, flag: "AD_PAUSED", notServable: held });
    // ranking by spend puts charged delivery first
    expect(byAd.rows[0].adId).toBe(ads[0].id);

    const organization = async (perCampaign: string) => {
      const res = await callRoute(organizationReport, "GET", `/api/core/organization/${organizationId}/report`, {
        params: { organizationId },
        apiKey: owner.apiKey,
        query: { from: YESTERDAY, to: YESTERDAY, granularity: "TOTAL", perCampaign },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json;
    };
    // per campaign (the dashboard's top campaigns) and added together (from the rollup)
    expect((await organization("true")).rows[0]).toMatchObject({ campaignId: campaign.id, spend: 1_000, notServable: held });
    expect((await organization("false")).totals).toMatchObject({ spend: 1_000, impressions: 2_000, notServable: held });
  });

  it("a campaign created and approved through the API: today's day row is free while in review, charged once approved", async () => {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    await seedLedger(organizationId, [{ type: "CHARGE_TYPE_PAID", amount: 1_000_000, createdAt: new Date(Date.now() - 60_000) }]);
    const created = await createStoredCampaignViaApi(organizationId, owner.apiKey);
    const reviewer = await createReviewer();
    const adId = created.ads[0]._id as string;
    // in review: nothing of today could serve yet
    expect((await post(reviewer.apiKey, { rows: [dayRow(adId, TODAY, 100)] })).json).toMatchObject({
      spendCharged: 0,
      spendNotServable: 100,
    });
    const approve = await callRoute(statusRoute, "POST", `${campaignPath(organizationId, created._id)}/status`, {
      params: { organizationId, campaignId: created._id },
      apiKey: reviewer.apiKey,
      body: { status: "CAMPAIGN_STATUS_ACTIVE" },
    });
    expect(approve.status, JSON.stringify(approve.json)).toBe(200);
    // approved before this report: today now holds a moment the ad could serve, and the growth is charged
    const res = await post(reviewer.apiKey, { rows: [dayRow(adId, TODAY, 600)] });
    expect(res.json).toMatchObject({ spendCharged: 500, spendNotServable: 0 });
    expect(await day(adId, TODAY)).toMatchObject({ flag: "CAMPAIGN_PENDING", charged: 500n, heldSpend: 100n });
  });
});
