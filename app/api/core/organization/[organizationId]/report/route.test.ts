import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { campaignReport, organizationReport } from "@/lib/test/report-routes";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { storeDelivery } from "@/lib/test/delivery-rows";
import { createOwner } from "@/lib/test/fixtures";

type Row = {
  date?: string;
  hour?: number | null;
  country?: string | null;
  campaignId?: string;
  adId?: string;
  impressions: number;
  spend: number;
};

const RANGE = { from: "2026-11-19", to: "2026-11-21" };

/**
 * A Korean studio (Asia/Seoul, UTC+9) with two campaigns. Hourly rows at UTC 2026-11-20 14:00 fall on local
 * 11-20 23:00, at 15:00 on local 11-21 00:00. Day-only and country-only rows keep their UTC day.
 */
async function seoulStudio() {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  await prisma.organization.update({ where: { id: organizationId }, data: { timeZone: "Asia/Seoul" } });
  const { campaign, ads } = await createCampaignWithAds(organizationId, { ads: 2, name: "Seoul launch" });
  const other = await createCampaignWithAds(organizationId, { name: "Tokyo test" });
  const [a1, a2] = ads;
  const b1 = other.ads[0];
  await storeDelivery([
    {
      adId: a1.id,
      date: "2026-11-20",
      hour: 14,
      country: "KR",
      impressions: 1000,
      clicks: 10,
      installs: 2,
      spend: 4000,
      flag: "AD_PAUSED",
    },
    { adId: a1.id, date: "2026-11-20", hour: 15, country: "KR", impressions: 2000, clicks: 30, installs: 3, spend: 6000 },
    // reported 1,600 won, of which 1,500 were charged: reports count what was charged
    { adId: a1.id, date: "2026-11-20", hour: 15, country: "JP", impressions: 500, clicks: 5, installs: 0, spend: 1600, charged: 1500 },
    // local 11-22 05:00: after the range
    { adId: a1.id, date: "2026-11-21", hour: 20, country: "KR", impressions: 9999, clicks: 99, installs: 9, spend: 9999 },
    // an old day-only row and a row by country only: UTC days
    { adId: a2.id, date: "2026-11-21", impressions: 800, clicks: 8, installs: 1, spend: 2000 },
    { adId: a2.id, date: "2026-11-19", country: "US", impressions: 300, clicks: 3, installs: 1, spend: 900 },
    { adId: b1.id, date: "2026-11-20", hour: 15, country: "KR", impressions: 100, clicks: 1, installs: 0, spend: 300 },
  ]);
  return { owner, organizationId, campaign, a1, a2, other: other.campaign };
}

const pick = (rows: Row[], ...keys: (keyof Row)[]) => rows.map((row) => keys.map((key) => row[key]));

describe("reports by country, ad and hour in the organization's day (extension)", () => {
  it("campaign by country over the range: hand-computed sums, day-only delivery as country null, the zone stated", async () => {
    const { owner, organizationId, campaign } = await seoulStudio();
    const res = await campaignReport(organizationId, campaign.id, owner.apiKey, { ...RANGE, granularity: "TOTAL", breakdown: "COUNTRY" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ timeZone: "Asia/Seoul", utcDays: true, granularity: "TOTAL", breakdown: "COUNTRY" });
    expect(res.json.rows).toEqual([
      { country: "KR", impressions: 3000, clicks: 40, installs: 5, spend: 10_000, ctr: 0.013333, ecpm: 3333.33, cpi: 2000 },
      { country: null, impressions: 800, clicks: 8, installs: 1, spend: 2000, ctr: 0.01, ecpm: 2500, cpi: 2000 },
      { country: "JP", impressions: 500, clicks: 5, installs: 0, spend: 1500, ctr: 0.01, ecpm: 3000, cpi: null },
      { country: "US", impressions: 300, clicks: 3, installs: 1, spend: 900, ctr: 0.01, ecpm: 3000, cpi: 900 },
    ]);
    expect(res.json.totals).toEqual({
      impressions: 4600,
      clicks: 56,
      installs: 7,
      spend: 14_400,
      ctr: 0.012174,
      ecpm: 3130.43,
      cpi: 2057.14,
    });
  });

  it("the KST day boundary: UTC 11-20 14:00 is local 11-20 23:00, 15:00 is local 11-21 00:00", async () => {
    const { owner, organizationId, campaign } = await seoulStudio();
    const byDay = await campaignReport(organizationId, campaign.id, owner.apiKey, RANGE);
    expect(pick(byDay.json.rows, "date", "impressions", "spend")).toEqual([
      ["2026-11-19", 300, 900],
      ["2026-11-20", 1000, 4000],
      ["2026-11-21", 3300, 9500],
    ]);
    const byHour = await campaignReport(organizationId, campaign.id, owner.apiKey, { ...RANGE, granularity: "HOUR" });
    expect(pick(byHour.json.rows, "date", "hour", "impressions", "spend")).toEqual([
      ["2026-11-19", null, 300, 900],
      ["2026-11-20", 23, 1000, 4000],
      ["2026-11-21", 0, 2500, 7500],
      ["2026-11-21", null, 800, 2000],
    ]);
    // `to` is a local day: the hour that is 11-21 in Seoul is left out
    const toThe20th = await campaignReport(organizationId, campaign.id, owner.apiKey, { ...RANGE, to: "2026-11-20", granularity: "TOTAL" });
    expect(toThe20th.json.totals).toMatchObject({ impressions: 1300, spend: 4900 });
  });

  it("by day and country: a row per local day and country, ordered by spend within each day", async () => {
    const { owner, organizationId, campaign } = await seoulStudio();
    const res = await campaignReport(organizationId, campaign.id, owner.apiKey, { ...RANGE, breakdown: "COUNTRY" });
    expect(pick(res.json.rows, "date", "country", "spend")).toEqual([
      ["2026-11-19", "US", 900],
      ["2026-11-20", "KR", 4000],
      ["2026-11-21", "KR", 6000],
      ["2026-11-21", null, 2000],
      ["2026-11-21", "JP", 1500],
    ]);
  });

  it("filters by country and ad, sorts by any metric either way", async () => {
    const { owner, organizationId, campaign, a1, a2 } = await seoulStudio();
    const kr = await campaignReport(organizationId, campaign.id, owner.apiKey, { ...RANGE, granularity: "TOTAL", country: "KR" });
    // only hourly rows are left: every day is Seoul's
    expect(kr.json).toMatchObject({ timeZone: "Asia/Seoul", utcDays: false, totals: { impressions: 3000, spend: 10_000 } });
    const byCpi = await campaignReport(organizationId, campaign.id, owner.apiKey, {
      ...RANGE,
      granularity: "TOTAL",
      breakdown: "COUNTRY",
      country: "JP,KR,US",
      sort: "cpi",
      order: "asc",
    });
    expect(pick(byCpi.json.rows, "country")).toEqual([["US"], ["KR"], ["JP"]]);
    const byImpressions = await campaignReport(organizationId, campaign.id, owner.apiKey, {
      ...RANGE,
      granularity: "TOTAL",
      breakdown: "COUNTRY",
      sort: "impressions",
      order: "asc",
    });
    expect(pick(byImpressions.json.rows, "country")).toEqual([["US"], ["JP"], [null], ["KR"]]);
    const secondAd = await campaignReport(organizationId, campaign.id, owner.apiKey, { ...RANGE, granularity: "TOTAL", adId: a2.id });
    // no hourly rows: the days are UTC days
    expect(secondAd.json).toMatchObject({ timeZone: "UTC", utcDays: true, totals: { impressions: 1100, spend: 2900 } });
    const perAd = await campaignReport(organizationId, campaign.id, owner.apiKey, { ...RANGE, granularity: "TOTAL", breakdown: "AD" });
    expect(perAd.json.rows.map((r: Row & { flag?: string }) => [r.adId, r.impressions, r.spend, r.flag])).toEqual([
      [a1.id, 3500, 11_500, "AD_PAUSED"],
      [a2.id, 1100, 2900, undefined],
    ]);
  });

  it("HOUR where delivery has no hours is not refused: a row per UTC day, hour null", async () => {
    const { owner, organizationId, other } = await seoulStudio();
    const dayOnly = await createCampaignWithAds(organizationId, { name: "Old style" });
    await storeDelivery([{ adId: dayOnly.ads[0].id, date: "2026-11-20", impressions: 10, clicks: 1, installs: 0, spend: 30 }]);
    const res = await campaignReport(organizationId, dayOnly.campaign.id, owner.apiKey, { ...RANGE, granularity: "HOUR" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ timeZone: "UTC", utcDays: true });
    expect(pick(res.json.rows, "date", "hour", "spend")).toEqual([["2026-11-20", null, 30]]);
    const hourly = await campaignReport(organizationId, other.id, owner.apiKey, { ...RANGE, granularity: "HOUR" });
    expect(pick(hourly.json.rows, "date", "hour", "spend")).toEqual([["2026-11-21", 0, 300]]);
  });

  it("the organization: per campaign by country, and perCampaign=false (from the rollup) equals their sum", async () => {
    const { owner, organizationId, campaign, other } = await seoulStudio();
    const query = { ...RANGE, granularity: "TOTAL", breakdown: "COUNTRY" };
    const perCampaign = await organizationReport(organizationId, owner.apiKey, query);
    expect(perCampaign.status).toBe(200);
    expect(pick(perCampaign.json.rows, "campaignId", "country", "spend")).toEqual(
      [
        [campaign.id, "KR", 10_000],
        [campaign.id, null, 2000],
        [campaign.id, "JP", 1500],
        [campaign.id, "US", 900],
        [other.id, "KR", 300],
      ].sort((a, b) => (a[2] === b[2] ? 0 : (b[2] as number) - (a[2] as number))),
    );
    const whole = await organizationReport(organizationId, owner.apiKey, { ...query, perCampaign: "false" });
    expect(whole.status).toBe(200);
    expect(whole.json).toMatchObject({ timeZone: "Asia/Seoul", utcDays: true });
    expect(pick(whole.json.rows, "country", "impressions", "spend")).toEqual([
      ["KR", 3100, 10_300],
      [null, 800, 2000],
      ["JP", 500, 1500],
      ["US", 300, 900],
    ]);
    expect(whole.json.totals).toEqual(perCampaign.json.totals);
    const sums = new Map<string | null, number>();
    for (const row of perCampaign.json.rows as Row[]) sums.set(row.country ?? null, (sums.get(row.country ?? null) ?? 0) + row.spend);
    expect(new Map((whole.json.rows as Row[]).map((row) => [row.country ?? null, row.spend]))).toEqual(sums);

    // by local hour, added together: the same boundary as the campaign's
    const byHour = await organizationReport(organizationId, owner.apiKey, { ...RANGE, granularity: "HOUR", perCampaign: "false" });
    expect(pick(byHour.json.rows, "date", "hour", "impressions")).toEqual([
      ["2026-11-19", null, 300],
      ["2026-11-20", 23, 1000],
      ["2026-11-21", 0, 2600],
      ["2026-11-21", null, 800],
    ]);
    const byDayPerCampaign = await organizationReport(organizationId, owner.apiKey, RANGE);
    const byDayWhole = await organizationReport(organizationId, owner.apiKey, { ...RANGE, perCampaign: "false" });
    const daySums = new Map<string, number>();
    for (const row of byDayPerCampaign.json.rows as Row[]) daySums.set(row.date!, (daySums.get(row.date!) ?? 0) + row.impressions);
    expect(new Map((byDayWhole.json.rows as Row[]).map((row) => [row.date, row.impressions]))).toEqual(daySums);
  });

  it.each([
    [{ country: "XX" }, "country"],
    [{ country: "kr" }, "country"],
    [{ country: "KR," }, "country"],
    [{ sort: "name" }, "sort"],
    [{ order: "up" }, "order"],
    [{ granularity: "WEEK" }, "granularity"],
    [{ perCampaign: "no" }, "perCampaign"],
    [{ perCampaign: "1" }, "perCampaign"],
    [{ perCampaign: "false", breakdown: "AD" }, "breakdown"],
    [{ adId: "6650a1b2c3d4e5f601234567" }, "adId"],
  ])("organization query %j → 400 naming %s", async (query, path) => {
    const { owner, organizationId } = await seoulStudio();
    const res = await organizationReport(organizationId, owner.apiKey, query);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    // a list names the item at fault (country.0)
    expect(res.json.details.map((d: { path: string }) => d.path.split(".")[0])).toContain(path);
  });

  it.each([
    [{ adId: "not-an-id" }, "adId"],
    [{ country: "ZZ" }, "country"],
    [{ perCampaign: "false" }, "perCampaign"],
  ])("campaign query %j → 400 naming %s", async (query, path) => {
    const { owner, organizationId, campaign } = await seoulStudio();
    const res = await campaignReport(organizationId, campaign.id, owner.apiKey, query);
    expect(res.status).toBe(400);
    // a list names the item at fault (country.0)
    expect(res.json.details.map((d: { path: string }) => d.path.split(".")[0])).toContain(path);
  });
});
