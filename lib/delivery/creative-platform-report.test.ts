import { describe, expect, it } from "vitest";
import { POST as deliveryRoute } from "@/app/api/core/delivery/route";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { buildReportFile } from "@/lib/report-delivery/report-file";
import { callRoute } from "@/lib/test/call-route";
import { campaignReport, organizationReport } from "@/lib/test/report-routes";
import { createReviewer, seedLedger } from "@/lib/test/fixtures";
import { attributedApp, sendPostback } from "@/lib/test/postbacks";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import type { ReportRow } from "./schemas";

// Spend by creative and by platform (delivery rows through the real delivery route) beside the installs and revenue
// the partner credited to each (postbacks through the real receiver): CPI and ROAS per creative and per platform,
// delivery reported without either on a row of its own, and the rows adding up to the ad's.

const DAY = addUtcDays(utcDayOf(Date.now()), -3);
const OTHER_DAY = addUtcDays(DAY, -1);
const ANDROID = "APP_PLATFORM_ANDROID";
const IOS = "APP_PLATFORM_IOS";

/**
 * One ad with an image (c0) and a video (c1). On DAY the ad server reports by creative and platform: c0 on Android
 * 6,000; c1 on Android 3,000 and on iOS 1,000. On OTHER_DAY it reports the ad as one row: 500. The partner credits 3
 * Android installs to c0 (one of them with a 3,000 purchase on its day), 1 to c1, and 1 to the ad without a creative.
 */
async function studio() {
  const setup = await attributedApp({ partner: "GENERIC" });
  const { organizationId, campaign, ads, token, owner } = setup;
  await seedLedger(organizationId, [{ type: "CHARGE_TYPE_PAID", amount: 1_000_000, createdAt: new Date(Date.now() - 60_000) }]);
  const ad = ads[0];
  await prisma.creative.create({
    data: { id: newObjectId(), adId: ad.id, position: 1, kind: "VIDEO", url: "https://cdn.example.com/ad.mp4", mime: "video/mp4" },
  });
  const [c0, c1] = (await prisma.creative.findMany({ where: { adId: ad.id }, orderBy: { position: "asc" } })).map((c) => c.id);
  const reviewer = await createReviewer();
  const metrics = (spend: number) => ({ impressions: spend / 10, clicks: spend / 100, installs: 0, spend });
  const delivered = await callRoute(deliveryRoute, "POST", "/api/core/delivery", {
    apiKey: reviewer.apiKey,
    body: {
      rows: [
        { adId: ad.id, date: DAY, creativeId: c0, platform: ANDROID, ...metrics(6000) },
        { adId: ad.id, date: DAY, creativeId: c1, platform: ANDROID, ...metrics(3000) },
        { adId: ad.id, date: DAY, creativeId: c1, platform: IOS, ...metrics(1000) },
        { adId: ad.id, date: OTHER_DAY, ...metrics(500) },
      ],
    },
  });
  expect(delivered.status, JSON.stringify(delivered.json)).toBe(200);
  expect(delivered.json).toMatchObject({ spendCharged: 10_500 });
  const installAt = Math.floor(Date.parse(`${DAY}T12:00:00Z`) / 1000);
  let n = 0;
  const send = async (query: Record<string, string>) => {
    const res = await sendPostback("GENERIC", token, {
      query: { ad_id: ad.id, campaign_id: campaign.id, country: "KR", platform: "android", ...query },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  };
  const install = (creativeId?: string) =>
    send({
      kind: "install",
      click_id: `clk-${++n}`,
      install_time: String(installAt + n),
      ...(creativeId ? { creative_id: creativeId } : {}),
    });
  for (const creative of [c0, c0, c0, c1, undefined]) await install(creative);
  await send({
    kind: "event",
    click_id: "clk-1",
    creative_id: c0,
    install_time: String(installAt + 1),
    event_time: String(installAt + 3600),
    event_name: "purchase",
    revenue: "3000",
    currency: "KRW",
    event_id: "ev-1",
  });
  return { organizationId, campaignId: campaign.id, ad, c0, c1, apiKey: owner.apiKey };
}

const range = { from: OTHER_DAY, to: DAY, granularity: "TOTAL" };
const sumOf = (rows: ReportRow[], metric: "spend" | "impressions") => rows.reduce((sum, row) => sum + row[metric], 0);

describe("reports by creative and by platform", () => {
  it("spend by creative and by platform adds up to the ad's; CPI is each one's spend ÷ the installs credited to it; ROAS alike", async () => {
    const { organizationId, campaignId, ad, c0, c1, apiKey } = await studio();

    const byAd = await campaignReport(organizationId, campaignId, apiKey, { ...range, breakdown: "AD" });
    expect(byAd.status, JSON.stringify(byAd.json)).toBe(200);
    expect(byAd.json.rows).toMatchObject([{ adId: ad.id, spend: 10_500, attribution: { installs: 5 } }]);

    const byCreative = await campaignReport(organizationId, campaignId, apiKey, { ...range, breakdown: "CREATIVE" });
    expect(byCreative.status, JSON.stringify(byCreative.json)).toBe(200);
    const rows: ReportRow[] = byCreative.json.rows;
    const of = (creativeId: string | null) => rows.find((row) => row.creativeId === creativeId);
    expect(rows).toHaveLength(3);
    expect(of(c0)).toMatchObject({
      adId: ad.id,
      adName: ad.name,
      creativePosition: 0,
      creativeKind: "IMAGE",
      spend: 6000,
      attribution: { installs: 3, revenue: 3000, cpi: 2000, roas: { d0: { value: 0.5 } } },
    });
    expect(of(c1)).toMatchObject({ creativePosition: 1, creativeKind: "VIDEO", spend: 4000, attribution: { installs: 1, cpi: 4000 } });
    // delivery and installs without a creative: the ad's own row
    expect(of(null)).toMatchObject({
      adId: ad.id,
      creativePosition: null,
      creativeKind: null,
      spend: 500,
      attribution: { installs: 1, cpi: 500 },
    });
    expect(sumOf(rows, "spend")).toBe(10_500);
    expect(sumOf(rows, "impressions")).toBe(byAd.json.rows[0].impressions);
    expect(byCreative.json.totals).toMatchObject({ spend: 10_500, attribution: { installs: 5 } });

    const byPlatform = await campaignReport(organizationId, campaignId, apiKey, { ...range, breakdown: "PLATFORM" });
    expect(byPlatform.status).toBe(200);
    const platforms = Object.fromEntries((byPlatform.json.rows as ReportRow[]).map((row) => [row.platform ?? "none", row]));
    expect(Object.keys(platforms).sort()).toEqual([ANDROID, IOS, "none"]);
    expect(platforms[ANDROID]).toMatchObject({ spend: 9000, attribution: { installs: 5, cpi: 1800 } });
    expect(platforms[IOS]).toMatchObject({ spend: 1000, attribution: { installs: 0, cpi: null } });
    expect(platforms.none).toMatchObject({ spend: 500, attribution: { installs: 0 } });
    expect(sumOf(byPlatform.json.rows, "spend")).toBe(10_500);

    // by day: each day's creatives (OTHER_DAY's delivery has none)
    const daily = await campaignReport(organizationId, campaignId, apiKey, { from: OTHER_DAY, to: DAY, breakdown: "CREATIVE" });
    expect((daily.json.rows as ReportRow[]).map((row) => [row.date, row.creativeId, row.spend]).sort()).toEqual(
      [
        [DAY, c0, 6000],
        [DAY, c1, 4000],
        [DAY, null, 0],
        [OTHER_DAY, null, 500],
      ].sort(),
    );
  });

  it("the organization's report: by creative per campaign (not added up), by platform either way; the CSV file names them", async () => {
    const { organizationId, campaignId, c0, apiKey } = await studio();
    const perCampaign = await organizationReport(organizationId, apiKey, { ...range, breakdown: "CREATIVE" });
    expect(perCampaign.status, JSON.stringify(perCampaign.json)).toBe(200);
    expect((perCampaign.json.rows as ReportRow[]).find((row) => row.creativeId === c0)).toMatchObject({
      campaignId,
      spend: 6000,
      attribution: { cpi: 2000 },
    });
    const refused = await organizationReport(organizationId, apiKey, { ...range, breakdown: "CREATIVE", perCampaign: "false" });
    expect(refused.status).toBe(400);
    expect(refused.json.details).toEqual([
      { path: "breakdown", message: "Breakdown CREATIVE needs perCampaign=true: ads belong to campaigns." },
    ]);

    const whole = await organizationReport(organizationId, apiKey, { ...range, breakdown: "PLATFORM", perCampaign: "false" });
    expect(whole.status, JSON.stringify(whole.json)).toBe(200);
    expect((whole.json.rows as ReportRow[]).map((row) => [row.platform, row.spend, row.attribution?.installs]).sort()).toEqual(
      [
        [ANDROID, 9000, 5],
        [IOS, 1000, 0],
        [null, 500, 0],
      ].sort(),
    );

    const file = await buildReportFile(
      { organizationId, campaignId },
      { from: OTHER_DAY, to: DAY, granularity: "TOTAL", breakdown: "CREATIVE", sort: "spend", order: "desc", attributionSource: "MMP" },
      "en",
    );
    const lines = file.csv.split("\r\n");
    expect(lines[0]).toContain("Creative,Creative ID");
    expect(lines.find((line) => line.includes(c0))).toContain("Creative 1 · Image");
    expect(lines.some((line) => line.includes("Without a creative"))).toBe(true);
  });
});
