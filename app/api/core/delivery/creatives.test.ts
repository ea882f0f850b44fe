import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignWithAds, spendFacts } from "@/lib/test/delivery";
import { createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { POST } from "./route";

// Delivery rows by creative and app platform: cells per (hour, country, creative, platform), running totals per cell,
// one way per ad-day, creatives of the row's own ad only, and daily budgets counted the same as before.

const post = (apiKey: string, body: unknown) => callRoute(POST, "POST", "/api/core/delivery", { apiKey, body });
const DAY = addUtcDays(utcDayOf(Date.now()), -30);
const LATER = addUtcDays(DAY, 19);
type Metrics = { impressions: number; clicks: number; installs: number; spend: number };
const m = (impressions: number, clicks: number, installs: number, spend: number): Metrics => ({ impressions, clicks, installs, spend });
const at = (date: string) => new Date(`${date}T00:00:00Z`);
const ANDROID = "APP_PLATFORM_ANDROID";
const IOS = "APP_PLATFORM_IOS";

/** A campaign whose first ad has two creatives (an image, then a video); every other ad one. */
async function setup(options: { ads?: number; dailyBudget?: number; timeZone?: string } = {}) {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  if (options.timeZone) await prisma.organization.update({ where: { id: organizationId }, data: { timeZone: options.timeZone } });
  await seedLedger(organizationId, [{ type: "CHARGE_TYPE_PAID", amount: 10_000_000, createdAt: new Date(Date.now() - 60_000) }]);
  const { campaign, ads } = await createCampaignWithAds(organizationId, { ads: options.ads ?? 2, budget: 100_000_000 });
  if (options.dailyBudget !== undefined) {
    await prisma.campaign.update({ where: { id: campaign.id }, data: { dailyBudget: BigInt(options.dailyBudget) } });
  }
  await prisma.creative.create({
    data: { id: newObjectId(), adId: ads[0].id, position: 1, kind: "VIDEO", url: "https://cdn.example.com/ad.mp4", mime: "video/mp4" },
  });
  const creatives = await prisma.creative.findMany({ where: { adId: ads[0].id }, orderBy: { position: "asc" } });
  const other = await prisma.creative.findFirstOrThrow({ where: { adId: ads[1].id } });
  const reviewer = await createReviewer();
  return { organizationId, campaign, ads, creatives: creatives.map((c) => c.id), otherAdsCreative: other.id, key: reviewer.apiKey };
}

const day = (adId: string, date = DAY) => prisma.deliveryDay.findUnique({ where: { adId_date: { adId, date: at(date) } } });
const cells = async (adId: string) =>
  (
    await prisma.deliveryCell.findMany({
      where: { adId },
      orderBy: [{ date: "asc" }, { hour: "asc" }, { country: "asc" }, { creativeId: "asc" }, { platform: "asc" }],
    })
  ).map((c) => ({ hour: c.hour, country: c.country, creativeId: c.creativeId, platform: c.platform, spend: c.spend, charged: c.charged }));
const stored = async (organizationId: string, adId: string) => ({
  day: await day(adId),
  cells: await cells(adId),
  rollup: await prisma.deliveryRollup.findMany({ where: { organizationId }, orderBy: [{ date: "asc" }, { hour: "asc" }] }),
  facts: await spendFacts(organizationId),
});

describe("POST /api/core/delivery by creative and platform (extension)", () => {
  it("a cell per creative and platform; running totals per cell: a resend changes nothing, larger applies the difference, smaller is 409", async () => {
    const { organizationId, ads, creatives, key } = await setup();
    const rows = [
      { adId: ads[0].id, date: DAY, creativeId: creatives[0], platform: ANDROID, ...m(100, 5, 1, 1000) },
      { adId: ads[0].id, date: DAY, creativeId: creatives[1], platform: ANDROID, ...m(50, 2, 0, 500) },
      { adId: ads[0].id, date: DAY, creativeId: creatives[1], platform: IOS, ...m(20, 1, 0, 200) },
    ];
    const first = await post(key, { rows });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toMatchObject({ received: 3, changed: 3, spendReported: 1700, spendCharged: 1700 });
    expect(await cells(ads[0].id)).toEqual(
      [
        { creativeId: creatives[0], platform: ANDROID, spend: 1000n },
        { creativeId: creatives[1], platform: ANDROID, spend: 500n },
        { creativeId: creatives[1], platform: IOS, spend: 200n },
      ]
        .map((c) => ({ hour: -1, country: "", ...c, charged: c.spend }))
        .sort((a, b) => (a.creativeId + a.platform < b.creativeId + b.platform ? -1 : 1)),
    );
    expect(await day(ads[0].id)).toMatchObject({ detail: "CREATIVE_PLATFORM", spend: 1700n, charged: 1700n, impressions: 170n });
    // the organization's rollup has no creatives: the day's one (hour -1, country '') row holds every cell
    expect(await prisma.deliveryRollup.findMany({ where: { organizationId } })).toMatchObject([{ hour: -1, country: "", spend: 1700n }]);

    const resend = await post(key, { rows });
    expect(resend.json).toMatchObject({ changed: 0, spendReported: 0, spendCharged: 0 });
    const before = await stored(organizationId, ads[0].id);
    expect(before.facts).toMatchObject({ usage: 1700, charged: 1700 });

    const larger = await post(key, { rows: [{ ...rows[1], ...m(80, 2, 1, 900) }] });
    expect(larger.json).toMatchObject({ changed: 1, spendReported: 400, spendCharged: 400 });
    expect((await cells(ads[0].id)).find((c) => c.creativeId === creatives[1] && c.platform === ANDROID)).toMatchObject({
      spend: 900n,
      charged: 900n,
    });
    expect(await day(ads[0].id)).toMatchObject({ spend: 2100n, charged: 2100n });

    const afterLarger = await stored(organizationId, ads[0].id);
    const smaller = await post(key, { rows: [rows[0], { ...rows[2], ...m(20, 1, 0, 150) }] });
    expect(smaller.status).toBe(409);
    expect(smaller.json).toMatchObject({ reason: "DELIVERY_TOTALS_DECREASED", details: [{ path: "rows.1.spend" }] });
    expect(await stored(organizationId, ads[0].id)).toEqual(afterLarger);
  });

  it.each([
    [
      "against what is stored: by creative, then by creative and platform",
      [{ creative: 0 }],
      [{ creative: 0, platform: ANDROID }],
      /by creative and platform, but that day was reported by creative\.$/,
    ],
    [
      "against what is stored: by hour and creative, then by hour",
      [{ hour: 3, creative: 1 }],
      [{ hour: 4 }],
      /by hour, but that day was reported by hour and creative\.$/,
    ],
    [
      "within one request: by platform beside by country and platform",
      [],
      [{ platform: IOS }, { country: "KR", platform: IOS }],
      /by country and platform, but rows\.0 reports that day by platform\.$/,
    ],
  ])("mixing ways for one ad's day → 409 DELIVERY_GRANULARITY_MISMATCH, nothing applied (%s)", async (_label, first, then, message) => {
    const { organizationId, ads, creatives, key } = await setup();
    type Split = { hour?: number; country?: string; creative?: number; platform?: string };
    const row = ({ creative, ...split }: Split, spend: number) => ({
      adId: ads[0].id,
      date: DAY,
      ...split,
      ...(creative === undefined ? {} : { creativeId: creatives[creative] }),
      ...m(spend, 0, 0, spend),
    });
    if (first.length) expect((await post(key, { rows: first.map((split) => row(split, 10)) })).status).toBe(200);
    const before = await stored(organizationId, ads[0].id);
    const res = await post(key, {
      rows: [...then.map((split: Split) => row(split, 20)), { adId: ads[1].id, date: DAY, ...m(5, 0, 0, 5) }],
    });
    expect(res.status).toBe(409);
    expect(res.json.reason).toBe("DELIVERY_GRANULARITY_MISMATCH");
    expect(res.json.details.map((d: { message: string }) => d.message)).toEqual([expect.stringMatching(message)]);
    expect(await stored(organizationId, ads[0].id)).toEqual(before);
    expect(await day(ads[1].id)).toBeNull();
  });

  it("a creativeId that is not one of the row's ad's → 404 naming the row, nothing applied", async () => {
    const { organizationId, ads, creatives, otherAdsCreative, key } = await setup();
    const before = await stored(organizationId, ads[0].id);
    const res = await post(key, {
      rows: [
        { adId: ads[0].id, date: DAY, creativeId: creatives[0], ...m(10, 0, 0, 10) },
        { adId: ads[0].id, date: DAY, creativeId: otherAdsCreative, ...m(10, 0, 0, 10) },
        { adId: ads[1].id, date: DAY, creativeId: newObjectId(), ...m(10, 0, 0, 10) },
      ],
    });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound", reason: "NOT_FOUND" });
    expect(res.json.details).toEqual([
      { path: "rows.1.creativeId", message: `no such creative of ad ${ads[0].id}` },
      { path: "rows.2.creativeId", message: `no such creative of ad ${ads[1].id}` },
    ]);
    expect(await stored(organizationId, ads[0].id)).toEqual(before);
  });

  it.each([
    ["an unknown platform", { platform: "APP_PLATFORM_PS5" }, "rows.0.platform"],
    ["a platform in lower case", { platform: "android" }, "rows.0.platform"],
    ["a creativeId that is not an id", { creativeId: "creative-1" }, "rows.0.creativeId"],
  ])("400 for %s", async (_label, extra, path) => {
    const { ads, key } = await setup();
    const res = await post(key, { rows: [{ adId: ads[0].id, date: DAY, ...m(1, 0, 0, 1), ...extra }] });
    expect(res.status).toBe(400);
    expect(res.json.details.map((d: { path: string }) => d.path)).toEqual([path]);
  });

  it("a repeated (ad, day, creative, platform) is 400 naming those fields; another creative of the same day is not", async () => {
    const { ads, creatives, key } = await setup();
    const row = { adId: ads[0].id, date: DAY, creativeId: creatives[0], platform: IOS, ...m(1, 0, 0, 1) };
    const res = await post(key, { rows: [row, { ...row, creativeId: creatives[1] }, row] });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([{ path: "rows.2.date", message: "repeats an earlier row's adId, date, creativeId and platform" }]);
  });
});

describe("daily budget with rows by creative (Asia/Seoul)", () => {
  it("hourly creative rows count toward the KST day their hour falls in; creative rows without an hour toward their date", async () => {
    const { ads, creatives, key, otherAdsCreative } = await setup({ ads: 3, dailyBudget: 1000, timeZone: "Asia/Seoul" });
    // UTC 14:00 on LATER is 23:00 that day in Seoul; 15:00 is 00:00 on the day after.
    const hourly = (hour: number, creative: number, spend: number) => ({
      adId: ads[0].id,
      date: LATER,
      hour,
      creativeId: creatives[creative],
      platform: ANDROID,
      ...m(spend, 0, 0, spend),
    });
    expect((await post(key, { rows: [hourly(14, 0, 600), hourly(14, 1, 300)] })).json).toMatchObject({ spendCharged: 900 });
    // a new local day: its own 1,000, across both creatives
    expect((await post(key, { rows: [hourly(15, 0, 700), hourly(15, 1, 500)] })).json).toMatchObject({
      spendReported: 1200,
      spendCharged: 1000,
    });
    expect(await day(ads[0].id, LATER)).toMatchObject({ detail: "HOUR_CREATIVE_PLATFORM", spend: 2100n, charged: 1900n });
    // rows by creative alone (UTC days): what one was charged on DAY counts toward DAY's budget for the next
    const byCreative = (adId: string, creativeId: string, spend: number) => ({ adId, date: DAY, creativeId, ...m(spend, 0, 0, spend) });
    expect((await post(key, { rows: [byCreative(ads[1].id, otherAdsCreative, 600)] })).json).toMatchObject({ spendCharged: 600 });
    const third = await prisma.creative.findFirstOrThrow({ where: { adId: ads[2].id } });
    expect((await post(key, { rows: [byCreative(ads[2].id, third.id, 600)] })).json).toMatchObject({
      spendReported: 600,
      spendCharged: 400,
    });
  });
});
