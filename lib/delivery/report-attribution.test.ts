import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { reportQuery } from "@/lib/delivery/schemas";
import { buildReportFile } from "@/lib/report-delivery/report-file";
import { renderScheduledReportMail } from "@/lib/report-delivery/schedule-mail";
import { addRollup, postbackApp, storePostback } from "@/lib/test/attribution-reports";
import { campaignReport, organizationReport } from "@/lib/test/report-routes";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { storeDelivery } from "@/lib/test/delivery-rows";
import { createOwner } from "@/lib/test/fixtures";
import { dayIn } from "@/lib/time-zone";
import { addUtcDays } from "@/lib/utc-day";

const DAY = 86_400_000;
const ZONE = "Asia/Seoul"; // UTC+9, no daylight saving

/** The instant of `hour`:`minute` UTC on the UTC day `day`. */
const utc = (day: string, hour: number, minute = 0) =>
  new Date(`${day}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00Z`);

/**
 * A Seoul studio. Local day L (40 days ago) starts at UTC L-1 15:00 and ends at UTC L 15:00. Ad 1 spends 10,000 at
 * local L 00:00 and gets 4 installs at 00:30 (3 more rejected), purchases of 2,000 (day 0), 3,000 (day 2), 5,000
 * (day 10) and one of 2.5 USD (day 1) with no rate; ad 2 spends 5,000 at local L 23:00, 1 install at 23:30 with two
 * tutorial events, and 7,000 at local L+1 00:00 with 2 installs at 00:10 (local L+1). Ad 1 has 1 install on L+2
 * with no spend. A recent cohort (5 days ago) of 1 install and 1,000 spend has 500 of day-0 revenue.
 */
async function seoulStudio() {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  await prisma.organization.update({ where: { id: organizationId }, data: { timeZone: ZONE } });
  const { campaign, ads } = await createCampaignWithAds(organizationId, { ads: 2, name: "Seoul launch" });
  const [ad1, ad2] = ads;
  const app = await postbackApp(organizationId);
  const L = dayIn(Date.now() - 40 * DAY, ZONE);
  const R = dayIn(Date.now() - 5 * DAY, ZONE);
  const before = addUtcDays(L, -1);
  await storeDelivery([
    { adId: ad1.id, date: before, hour: 15, impressions: 1000, clicks: 50, installs: 6, spend: 10_000 },
    { adId: ad2.id, date: L, hour: 14, impressions: 500, clicks: 20, installs: 1, spend: 5_000 },
    { adId: ad2.id, date: L, hour: 15, impressions: 700, clicks: 30, installs: 3, spend: 7_000 },
    { adId: ad1.id, date: addUtcDays(R, -1), hour: 16, impressions: 100, clicks: 5, installs: 1, spend: 1_000 },
  ]);
  const key = (adId: string, installAt: Date, dayOffset = 0, eventName = "") => ({
    organizationId,
    campaignId: campaign.id,
    adId,
    creativeId: "",
    country: "KR",
    platform: "APP_PLATFORM_ANDROID",
    source: "MMP" as const,
    installAt,
    dayOffset,
    eventName,
  });
  const ad1At = utc(before, 15, 30);
  await addRollup(key(ad1.id, ad1At), { installs: 4n, rejectedInstalls: 3n });
  await addRollup(key(ad1.id, ad1At, 0, "purchase"), { events: 1n, revenue: 2000n });
  await addRollup(key(ad1.id, ad1At, 2, "purchase"), { events: 1n, revenue: 3000n });
  await addRollup(key(ad1.id, ad1At, 10, "purchase"), { events: 1n, revenue: 5000n });
  await storePostback({
    organizationId,
    ...app,
    campaignId: campaign.id,
    adId: ad1.id,
    country: "KR",
    installAt: ad1At,
    eventAt: new Date(ad1At.getTime() + DAY + 60_000),
    eventName: "purchase",
    revenue: "2.5",
    currency: "USD",
  });
  await addRollup(key(ad2.id, utc(L, 14, 30)), { installs: 1n });
  await addRollup(key(ad2.id, utc(L, 14, 30), 0, "tutorial"), { events: 2n });
  await addRollup(key(ad2.id, utc(L, 15, 10)), { installs: 2n });
  await addRollup(key(ad1.id, utc(addUtcDays(L, 1), 16)), { installs: 1n });
  await addRollup(key(ad1.id, utc(addUtcDays(R, -1), 16, 20)), { installs: 1n });
  await addRollup(key(ad1.id, utc(addUtcDays(R, -1), 16, 20), 0, "purchase"), { events: 1n, revenue: 500n });
  return { owner, organizationId, campaignId: campaign.id, ad1, ad2, L, R };
}

const closed = (value: number | null) => ({ value, maturing: false });

describe("CPI, CPA and cohort ROAS in the reports", () => {
  it("counts installs by the organization's day, spend of the same day, CPI, CPA and every ROAS window", async () => {
    const { owner, organizationId, campaignId, L } = await seoulStudio();
    const answer = await campaignReport(organizationId, campaignId, owner.apiKey, { from: L, to: addUtcDays(L, 2), event: "purchase" });
    expect(answer.status).toBe(200);
    const report = answer.json as {
      rows: { date: string; spend: number; installs: number; attribution: Record<string, unknown> }[];
      totals: { attribution: Record<string, unknown> };
      attribution: unknown;
      timeZone: string;
    };
    expect(report.timeZone).toBe(ZONE);
    expect(report.rows.map((r) => [r.date, r.spend, r.installs])).toEqual([
      [L, 15_000, 7],
      [addUtcDays(L, 1), 7_000, 3],
      [addUtcDays(L, 2), 0, 0],
    ]);
    expect(report.rows[0].attribution).toEqual({
      installs: 5,
      rejectedInstalls: 3,
      reattributions: 0,
      events: 6,
      rejectedEvents: 0,
      revenue: 10_000,
      unconvertedEvents: 1,
      cpi: 3000,
      conversions: 4,
      cpa: 3750,
      roas: { d0: closed(0.1333), d1: closed(0.1333), d3: closed(0.3333), d7: closed(0.3333), d30: closed(0.6667) },
    });
    expect(report.rows[1].attribution).toMatchObject({ installs: 2, cpi: 3500, conversions: 0, cpa: null, roas: { d0: closed(0) } });
    // installs on a day nothing was spent: a row with no delivery, CPI 0 and no ROAS (nothing to divide by)
    expect(report.rows[2].attribution).toMatchObject({ installs: 1, cpi: 0, roas: { d30: closed(null) } });
    expect(report.totals.attribution).toMatchObject({
      installs: 8,
      rejectedInstalls: 3,
      revenue: 10_000,
      unconvertedEvents: 1,
      cpi: 2750,
      conversions: 4,
      cpa: 5500,
    });
    expect(report.attribution).toEqual({
      source: "MMP",
      event: "purchase",
      unconvertedRevenue: [{ currency: "USD", amount: "2.5", events: 1 }],
    });
  });

  it("marks a window maturing until it has closed for the cohort's last install", async () => {
    const { owner, organizationId, campaignId, R } = await seoulStudio();
    const answer = await campaignReport(organizationId, campaignId, owner.apiKey, { from: R, to: R });
    const [row] = (answer.json as { rows: { attribution: { cpi: number; roas: unknown } }[] }).rows;
    expect(row.attribution.cpi).toBe(1000);
    expect(row.attribution.roas).toEqual({
      d0: closed(0.5),
      d1: closed(0.5),
      d3: closed(0.5),
      d7: { value: 0.5, maturing: true },
      d30: { value: 0.5, maturing: true },
    });
    expect(answer.json).not.toHaveProperty("totals.attribution.cpa");
  });

  it("per ad, per campaign and added up in the organization's report; SKAN counted apart", async () => {
    const { owner, organizationId, campaignId, ad1, ad2, L } = await seoulStudio();
    const byAd = await campaignReport(organizationId, campaignId, owner.apiKey, { from: L, to: L, breakdown: "AD" });
    const rows = (byAd.json as { rows: { adId: string; spend: number; attribution: { installs: number; cpi: number } }[] }).rows;
    expect(rows.map((r) => [r.adId, r.spend, r.attribution.installs, r.attribution.cpi])).toEqual([
      [ad1.id, 10_000, 4, 2500],
      [ad2.id, 5_000, 1, 5000],
    ]);
    const perCampaign = await organizationReport(organizationId, owner.apiKey, { from: L, to: L, granularity: "TOTAL" });
    expect(perCampaign.json).toMatchObject({ rows: [{ campaignId, spend: 15_000, attribution: { installs: 5, cpi: 3000 } }] });
    const whole = await organizationReport(organizationId, owner.apiKey, { from: L, to: L, perCampaign: "false", breakdown: "COUNTRY" });
    // delivery reported without a country is a row of its own; the installs are in KR
    expect(whole.json).toMatchObject({ totals: { spend: 15_000, attribution: { installs: 5, revenue: 10_000 } } });
    const skan = await campaignReport(organizationId, campaignId, owner.apiKey, { from: L, to: L, attributionSource: "SKAN" });
    expect(skan.json).not.toHaveProperty("attribution");
  });

  it("leaves a report without attribution as it was", async () => {
    const owner = await createOwner();
    const { campaign, ads } = await createCampaignWithAds(owner.organization.id);
    const day = dayIn(Date.now() - 3 * DAY, "UTC");
    await storeDelivery([{ adId: ads[0].id, date: day, impressions: 10, clicks: 1, installs: 1, spend: 100 }]);
    const answer = await campaignReport(owner.organization.id, campaign.id, owner.apiKey, { from: day, to: day });
    expect(answer.json).not.toHaveProperty("attribution");
    expect(answer.json).not.toHaveProperty("rows.0.attribution");
    expect((await campaignReport(owner.organization.id, campaign.id, owner.apiKey, { from: day, to: day, event: "" })).status).toBe(400);
  });

  it("exports and scheduled reports carry the columns, in the reader's language, and say what waits for a rate", async () => {
    const { organizationId, campaignId, L } = await seoulStudio();
    const query = reportQuery.parse({ from: L, to: addUtcDays(L, 2), event: "purchase" });
    const en = await buildReportFile({ organizationId, campaignId }, query, "en");
    const [header, first] = en.csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      "Date,Impressions,Clicks,Installs,Spend,CTR,eCPM,CPI,Attributed installs,Rejected installs,Re-attributions,Events,Revenue," +
        "Events waiting for a rate,CPI (attributed),Conversions (purchase),CPA (purchase),ROAS D0,ROAS D1,ROAS D3,ROAS D7,ROAS D30,Windows still maturing",
    );
    expect(first).toBe(`${L},1500,70,7,15000,0.046667,10000,2142.86,5,3,0,6,10000,1,3000,4,3750,0.1333,0.1333,0.3333,0.3333,0.6667,`);
    const ko = await buildReportFile({ organizationId, campaignId }, query, "ko");
    expect(ko.csv).toContain("어트리뷰션 설치");
    const mail = renderScheduledReportMail({
      to: "reader@example.com",
      locale: "en",
      organization: { id: organizationId, name: "Seoul studio" },
      campaign: { id: campaignId, name: "Seoul launch" },
      frequency: "WEEKLY",
      period: { from: L, to: addUtcDays(L, 2) },
      totals: en.report.totals,
      rowCount: en.report.rows.length,
      csv: en.csv,
      days: { timeZone: ZONE, utcDays: false },
    });
    expect(mail.text).toContain(
      "Attribution: 8 attributed installs, CPI ₩2,750, ROAS D7 22.7%; 1 event’s revenue waits for an exchange rate.",
    );
  });
});
