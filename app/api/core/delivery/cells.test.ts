import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignWithAds, spendFacts } from "@/lib/test/delivery";
import { createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { campaignPath } from "@/lib/test/campaigns";
import { dayIn, wallClockToInstant } from "@/lib/time-zone";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { GET as getCampaign } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { POST } from "./route";

// Delivery rows by hour and country: cells, their day's sum, the organization's rollup, one way per ad-day, and
// daily budgets in the organization's day.

const post = (apiKey: string, body: unknown) => callRoute(POST, "POST", "/api/core/delivery", { apiKey, body });
// Days from the test's own clock, inside the 90 days since the fixtures' campaigns were made. Asia/Seoul keeps no
// daylight saving time, so its days are always 09:00 ahead of UTC's.
const DAY = addUtcDays(utcDayOf(Date.now()), -30);
const NEXT_DAY = addUtcDays(DAY, 1);
const LATER = addUtcDays(DAY, 19);
const DAY_AFTER_LATER = addUtcDays(LATER, 1);
type Metrics = { impressions: number; clicks: number; installs: number; spend: number };
const m = (impressions: number, clicks: number, installs: number, spend: number): Metrics => ({ impressions, clicks, installs, spend });
const big = ({ impressions, clicks, installs, spend }: Metrics, charged = spend) => ({
  impressions: BigInt(impressions),
  clicks: BigInt(clicks),
  installs: BigInt(installs),
  spend: BigInt(spend),
  charged: BigInt(charged),
});
const at = (date: string) => new Date(`${date}T00:00:00Z`);

async function setup(options: { ads?: number; dailyBudget?: number; timeZone?: string; balance?: number } = {}) {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  if (options.timeZone) await prisma.organization.update({ where: { id: organizationId }, data: { timeZone: options.timeZone } });
  await seedLedger(organizationId, [
    { type: "CHARGE_TYPE_PAID", amount: options.balance ?? 10_000_000, createdAt: new Date(Date.now() - 60_000) },
  ]);
  const { campaign, ads } = await createCampaignWithAds(organizationId, { ads: options.ads ?? 1, budget: 100_000_000 });
  if (options.dailyBudget !== undefined) {
    await prisma.campaign.update({ where: { id: campaign.id }, data: { dailyBudget: BigInt(options.dailyBudget) } });
  }
  const reviewer = await createReviewer();
  return { organizationId, campaign, ads, key: reviewer.apiKey, ownerKey: owner.apiKey };
}

const metricsOf = <T extends { impressions: bigint; clicks: bigint; installs: bigint; spend: bigint; charged: bigint }>(row: T | null) =>
  row && { impressions: row.impressions, clicks: row.clicks, installs: row.installs, spend: row.spend, charged: row.charged };

const day = async (adId: string, date = DAY) => prisma.deliveryDay.findUnique({ where: { adId_date: { adId, date: at(date) } } });
const cells = async (adId: string) =>
  (await prisma.deliveryCell.findMany({ where: { adId }, orderBy: [{ date: "asc" }, { hour: "asc" }, { country: "asc" }] })).map(
    (cell) => ({ date: cell.date.toISOString().slice(0, 10), hour: cell.hour, country: cell.country, ...metricsOf(cell) }),
  );
const rollup = async (organizationId: string) =>
  (
    await prisma.deliveryRollup.findMany({
      where: { organizationId },
      orderBy: [{ date: "asc" }, { hour: "asc" }, { country: "asc" }],
    })
  ).map((row) => ({ date: row.date.toISOString().slice(0, 10), hour: row.hour, country: row.country, ...metricsOf(row) }));

describe("POST /api/core/delivery by hour and country (extension)", () => {
  it.each([
    [
      "country",
      [{ country: "KR" }, { country: "JP" }],
      "COUNTRY",
      [
        { hour: -1, country: "JP" },
        { hour: -1, country: "KR" },
      ],
    ],
    [
      "hour",
      [{ hour: 0 }, { hour: 23 }],
      "HOUR",
      [
        { hour: 0, country: "" },
        { hour: 23, country: "" },
      ],
    ],
    [
      "hour and country",
      [
        { hour: 5, country: "KR" },
        { hour: 5, country: "US" },
      ],
      "HOUR_COUNTRY",
      [
        { hour: 5, country: "KR" },
        { hour: 5, country: "US" },
      ],
    ],
  ])("rows by %s: a cell each, the day holds their sum with its detail, the rollup every cell", async (_label, keys, detail, stored) => {
    const { organizationId, ads, key } = await setup();
    const sent = [m(100, 5, 1, 1000), m(40, 2, 0, 300)];
    const res = await post(key, { rows: keys.map((k, i) => ({ adId: ads[0].id, date: DAY, ...k, ...sent[i] })) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ received: 2, changed: 2, spendReported: 1300, spendCharged: 1300, spendNotServable: 0 });
    // stored sorted by hour then country: map each stored key back to the metrics sent for it
    const sentFor = (k: { hour: number; country: string }) =>
      sent[keys.findIndex((key) => ("hour" in key ? key.hour : -1) === k.hour && ("country" in key ? key.country : "") === k.country)];
    expect(await cells(ads[0].id)).toEqual(stored.map((k) => ({ date: DAY, ...k, ...big(sentFor(k)) })));
    expect(await day(ads[0].id)).toMatchObject({ detail, ...big(m(140, 7, 1, 1300)) });
    expect(await rollup(organizationId)).toEqual(stored.map((k) => ({ date: DAY, ...k, ...big(sentFor(k)) })));
  });

  it("running totals per cell: a resend changes nothing, larger apply the difference, smaller are 409 and nothing applies", async () => {
    const { organizationId, campaign, ads, key } = await setup();
    const kr = { adId: ads[0].id, date: DAY, hour: 3, country: "KR" };
    const jp = { adId: ads[0].id, date: DAY, hour: 3, country: "JP" };
    const steps: [object[], { changed: number; spendReported: number; spendCharged: number }][] = [
      [
        [
          { ...kr, ...m(100, 5, 1, 1000) },
          { ...jp, ...m(10, 1, 0, 100) },
        ],
        { changed: 2, spendReported: 1100, spendCharged: 1100 },
      ],
      [
        [
          { ...kr, ...m(100, 5, 1, 1000) },
          { ...jp, ...m(10, 1, 0, 100) },
        ],
        { changed: 0, spendReported: 0, spendCharged: 0 },
      ],
      [
        [
          { ...kr, ...m(150, 6, 1, 1600) },
          { ...jp, ...m(10, 1, 0, 100) },
        ],
        { changed: 1, spendReported: 600, spendCharged: 600 },
      ],
      [[{ ...jp, ...m(12, 1, 1, 130) }], { changed: 1, spendReported: 30, spendCharged: 30 }],
    ];
    for (const [rows, expected] of steps) {
      const res = await post(key, { rows });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json).toEqual({ received: rows.length, ...expected, spendNotServable: 0 });
    }
    const smaller = await post(key, {
      rows: [
        { ...jp, ...m(20, 1, 1, 200) },
        { ...kr, ...m(150, 6, 1, 1599) },
      ],
    });
    expect(smaller.status).toBe(409);
    expect(smaller.json).toMatchObject({ reason: "DELIVERY_TOTALS_DECREASED", details: [{ path: "rows.1.spend" }] });

    expect(await cells(ads[0].id)).toEqual([
      { date: DAY, hour: 3, country: "JP", ...big(m(12, 1, 1, 130)) },
      { date: DAY, hour: 3, country: "KR", ...big(m(150, 6, 1, 1600)) },
    ]);
    expect(await day(ads[0].id)).toMatchObject({ detail: "HOUR_COUNTRY", ...big(m(162, 7, 2, 1730)) });
    expect(await rollup(organizationId)).toEqual([
      { date: DAY, hour: 3, country: "JP", ...big(m(12, 1, 1, 130)) },
      { date: DAY, hour: 3, country: "KR", ...big(m(150, 6, 1, 1600)) },
    ]);
    const facts = await spendFacts(organizationId);
    expect(facts).toMatchObject({ usage: 1730, charged: 1730, balance: 10_000_000 - 1730 });
    expect(Number((await prisma.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).budgetRemain)).toBe(100_000_000 - 1730);
  });

  it("the rollup sums every ad and campaign of the organization: day-only rows at (-1, ''), cells at theirs", async () => {
    const { organizationId, ads, key } = await setup({ ads: 2 });
    const other = await createCampaignWithAds(organizationId, { name: "Second" });
    const res = await post(key, {
      rows: [
        { adId: ads[0].id, date: DAY, ...m(1000, 10, 2, 5000) },
        { adId: ads[1].id, date: DAY, hour: 9, country: "KR", ...m(200, 4, 1, 800) },
        { adId: ads[1].id, date: DAY, hour: 9, country: "US", ...m(50, 1, 0, 200) },
        { adId: other.ads[0].id, date: DAY, hour: 9, country: "KR", ...m(300, 3, 1, 900) },
        { adId: other.ads[0].id, date: NEXT_DAY, ...m(70, 0, 0, 70) },
      ],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ received: 5, changed: 5, spendReported: 6970, spendCharged: 6970, spendNotServable: 0 });
    expect(await rollup(organizationId)).toEqual([
      { date: DAY, hour: -1, country: "", ...big(m(1000, 10, 2, 5000)) },
      { date: DAY, hour: 9, country: "KR", ...big(m(500, 7, 2, 1700)) },
      { date: DAY, hour: 9, country: "US", ...big(m(50, 1, 0, 200)) },
      { date: NEXT_DAY, hour: -1, country: "", ...big(m(70, 0, 0, 70)) },
    ]);
    // day-only rows stay out of the cells and keep detail null
    expect(await day(ads[0].id)).toMatchObject({ detail: null, ...big(m(1000, 10, 2, 5000)) });
    expect(await cells(ads[0].id)).toEqual([]);
    expect(await day(ads[1].id)).toMatchObject({ detail: "HOUR_COUNTRY", ...big(m(250, 5, 1, 1000)) });
    // every DeliveryDay is the sum of its cells, and the rollup the sum of every DeliveryDay
    const [daySum] = await prisma.$queryRaw<
      { spend: bigint }[]
    >`SELECT sum("spend") AS "spend" FROM "DeliveryDay" WHERE "organizationId" = ${organizationId}`;
    expect(Number(daySum.spend)).toBe(6970);
  });

  it.each([
    [
      "within one request: by hour, then by country",
      [],
      [
        { hour: 1, ...m(10, 0, 0, 10) },
        { country: "KR", ...m(10, 0, 0, 10) },
      ],
      [{ path: "rows.1", message: expect.stringMatching(/by country, but rows\.0 reports that day by hour\.$/) }],
    ],
    [
      "within one request: one row for the day beside a cell",
      [],
      [{ ...m(10, 0, 0, 10) }, { hour: 1, country: "KR", ...m(10, 0, 0, 10) }],
      [{ path: "rows.1", message: expect.stringMatching(/by hour and country, but rows\.0 reports that day as one row for the day\.$/) }],
    ],
    [
      "against what is stored: the day as one row, then by hour",
      [{ ...m(10, 0, 0, 10) }],
      [{ hour: 2, ...m(20, 0, 0, 20) }],
      [{ path: "rows.0", message: expect.stringMatching(/by hour, but that day was reported as one row for the day\.$/) }],
    ],
    [
      "against what is stored: by hour, then by hour and country",
      [{ hour: 2, ...m(10, 0, 0, 10) }],
      [{ hour: 2, country: "KR", ...m(20, 0, 0, 20) }],
      [{ path: "rows.0", message: expect.stringMatching(/by hour and country, but that day was reported by hour\.$/) }],
    ],
    [
      "against what is stored: by country, then as one row",
      [{ country: "JP", ...m(10, 0, 0, 10) }],
      [{ ...m(20, 0, 0, 20) }],
      [{ path: "rows.0", message: expect.stringMatching(/as one row for the day, but that day was reported by country\.$/) }],
    ],
  ])(
    "mixing ways of reporting one ad's day → 409 DELIVERY_GRANULARITY_MISMATCH, nothing applied (%s)",
    async (_label, first, then, details) => {
      const { organizationId, ads, key } = await setup({ ads: 2 });
      if (first.length) {
        const res = await post(key, { rows: first.map((row) => ({ adId: ads[0].id, date: DAY, ...row })) });
        expect(res.status, JSON.stringify(res.json)).toBe(200);
      }
      const before = { day: await day(ads[0].id), cells: await cells(ads[0].id), rollup: await rollup(organizationId) };
      const res = await post(key, {
        // another ad's valid row in the same request does not apply either
        rows: [...then.map((row) => ({ adId: ads[0].id, date: DAY, ...row })), { adId: ads[1].id, date: DAY, ...m(5, 0, 0, 5) }],
      });
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "DELIVERY_GRANULARITY_MISMATCH", details });
      expect(res.json.message).toMatch(/^One ad's day is reported one way only .*; nothing was applied\.$/);
      expect({ day: await day(ads[0].id), cells: await cells(ads[0].id), rollup: await rollup(organizationId) }).toEqual(before);
      expect(await day(ads[1].id)).toBeNull();
    },
  );

  it("the rollup's billed is what regular campaigns took from the balance: a house campaign's delivery adds none", async () => {
    const { organizationId, ads, key } = await setup();
    const house = await createCampaignWithAds(organizationId, { kind: "HOUSE", budget: 0 });
    const res = await post(key, {
      rows: [
        { adId: ads[0].id, date: DAY, hour: 9, country: "KR", ...m(200, 4, 1, 800) },
        { adId: house.ads[0].id, date: DAY, hour: 9, country: "KR", ...m(300, 3, 1, 900) },
        { adId: house.ads[0].id, date: NEXT_DAY, ...m(70, 0, 0, 70) },
      ],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const rows = await prisma.deliveryRollup.findMany({ where: { organizationId }, orderBy: [{ date: "asc" }, { hour: "asc" }] });
    expect(rows.map((row) => [row.date.toISOString().slice(0, 10), row.hour, row.country, row.charged, row.billed])).toEqual([
      [DAY, 9, "KR", 1700n, 800n],
      [NEXT_DAY, -1, "", 70n, 0n],
    ]);
    expect(await spendFacts(organizationId)).toMatchObject({ usage: 800 });
  });

  it("another day of the same ad may be reported another way; a repeated (ad, day, hour, country) is 400", async () => {
    const { ads, key } = await setup();
    const ok = await post(key, {
      rows: [
        { adId: ads[0].id, date: DAY, ...m(10, 0, 0, 10) },
        { adId: ads[0].id, date: NEXT_DAY, hour: 0, country: "KR", ...m(10, 0, 0, 10) },
        { adId: ads[0].id, date: NEXT_DAY, hour: 1, country: "KR", ...m(10, 0, 0, 10) },
      ],
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const repeat = await post(key, {
      rows: [
        { adId: ads[0].id, date: DAY, hour: 1, country: "KR", ...m(10, 0, 0, 10) },
        { adId: ads[0].id, date: DAY, hour: 1, country: "KR", ...m(11, 0, 0, 11) },
      ],
    });
    expect(repeat.status).toBe(400);
    expect(repeat.json.details).toEqual([{ path: "rows.1.date", message: "repeats an earlier row's adId, date, hour and country" }]);
  });

  it.each([
    ["country in lower case", { country: "kr" }, "rows.0.country"],
    ["a country that is not assigned", { country: "XX" }, "rows.0.country"],
    ["hour 24", { hour: 24 }, "rows.0.hour"],
    ["hour -1", { hour: -1 }, "rows.0.hour"],
    ["a fractional hour", { hour: 1.5 }, "rows.0.hour"],
  ])("400 for %s", async (_label, extra, path) => {
    const { ads, key } = await setup();
    const res = await post(key, { rows: [{ adId: ads[0].id, date: DAY, ...m(1, 0, 0, 1), ...extra }] });
    expect(res.status).toBe(400);
    expect(res.json.details.map((d: { path: string }) => d.path)).toEqual([path]);
  });
});

describe("daily budget in the organization's day (Asia/Seoul)", () => {
  it("hourly rows count toward the KST day their hour falls in; rows without an hour toward their date", async () => {
    const { organizationId, campaign, ads, key } = await setup({ ads: 3, dailyBudget: 1000, timeZone: "Asia/Seoul" });
    // UTC 14:00 on LATER is 23:00 that day in Seoul; 15:00 is 00:00 on the day after.
    const hourly = (hour: number, spend: number) => ({
      adId: ads[0].id,
      date: LATER,
      hour,
      country: "KR",
      ...m(spend, 0, 0, spend),
    });
    expect((await post(key, { rows: [hourly(14, 900)] })).json).toMatchObject({ spendReported: 900, spendCharged: 900 });
    // a new local day: its own 1,000
    expect((await post(key, { rows: [hourly(15, 900)] })).json).toMatchObject({ spendReported: 900, spendCharged: 900 });
    // the day after (KST) has 100 left
    expect((await post(key, { rows: [hourly(16, 300)] })).json).toMatchObject({ spendReported: 300, spendCharged: 100 });
    // a day-only row dated the day after counts toward that day: nothing left; one dated LATER: 100 left
    expect(
      (
        await post(key, {
          rows: [
            { adId: ads[1].id, date: DAY_AFTER_LATER, ...m(500, 0, 0, 500) },
            { adId: ads[2].id, date: LATER, ...m(500, 0, 0, 500) },
          ],
        })
      ).json,
    ).toMatchObject({ spendReported: 1000, spendCharged: 100 });

    expect(await cells(ads[0].id)).toEqual([
      { date: LATER, hour: 14, country: "KR", ...big(m(900, 0, 0, 900), 900) },
      { date: LATER, hour: 15, country: "KR", ...big(m(900, 0, 0, 900), 900) },
      { date: LATER, hour: 16, country: "KR", ...big(m(300, 0, 0, 300), 100) },
    ]);
    // the UTC day's row is the sum of its cells, charged included
    expect(await day(ads[0].id, LATER)).toMatchObject({ detail: "HOUR_COUNTRY", ...big(m(2100, 0, 0, 2100), 1900) });
    expect(await day(ads[1].id, DAY_AFTER_LATER)).toMatchObject({ detail: null, charged: 0n });
    expect(await day(ads[2].id, LATER)).toMatchObject({ detail: null, charged: 100n });
    const facts = await spendFacts(organizationId);
    expect(facts).toMatchObject({ usage: 2000, charged: 2000 });
    expect(Number((await prisma.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).budgetRemain)).toBe(100_000_000 - 2000);
  });

  it("in one request the rows share each local day's cap, oldest hour first", async () => {
    const { ads, key } = await setup({ ads: 2, dailyBudget: 1000, timeZone: "Asia/Seoul" });
    const res = await post(key, {
      rows: [
        // local 00:00 and 01:00 the day after LATER (UTC 15:00, 16:00), sent out of order and across two ads
        { adId: ads[1].id, date: LATER, hour: 16, ...m(700, 0, 0, 700) },
        { adId: ads[0].id, date: LATER, hour: 15, ...m(700, 0, 0, 700) },
        // local 23:00 on LATER
        { adId: ads[0].id, date: LATER, hour: 14, ...m(700, 0, 0, 700) },
      ],
    });
    expect(res.json).toMatchObject({ spendReported: 2100, spendCharged: 1700 });
    expect((await cells(ads[0].id)).map((cell) => [cell.hour, cell.charged])).toEqual([
      [14, 700n],
      [15, 700n],
    ]);
    expect((await cells(ads[1].id)).map((cell) => [cell.hour, cell.charged])).toEqual([[16, 300n]]);
  });

  it("a campaign reported by the hour reads today's spend in the organization's day, and says when that day resets", async () => {
    const { organizationId, campaign, ads, key, ownerKey } = await setup({ ads: 2, dailyBudget: 1000, timeZone: "Asia/Seoul" });
    const today = dayIn(Date.now(), "Asia/Seoul");
    const midnight = wallClockToInstant(`${today}T00:00`, "Asia/Seoul")!.getTime();
    const hourOf = (instant: number) => ({ date: new Date(instant).toISOString().slice(0, 10), hour: new Date(instant).getUTCHours() });
    const res = await post(key, {
      rows: [
        // the last hour of yesterday (KST), and the first of today
        { adId: ads[0].id, ...hourOf(midnight - 3_600_000), ...m(500, 0, 0, 500) },
        { adId: ads[0].id, ...hourOf(midnight), ...m(600, 0, 0, 600) },
        // a row without an hour dated today counts toward today
        { adId: ads[1].id, date: today, ...m(400, 0, 0, 400) },
      ],
    });
    expect(res.json).toMatchObject({ spendReported: 1500, spendCharged: 1500 });
    const read = await callRoute(getCampaign, "GET", campaignPath(organizationId, campaign.id), {
      params: { organizationId, campaignId: campaign.id },
      apiKey: ownerKey,
    });
    expect(read.json.spentToday).toBe(1000);
    const ends = wallClockToInstant(`${addUtcDays(today, 1)}T00:00`, "Asia/Seoul")!.toISOString();
    expect(read.json.serving.reasons).toEqual([
      expect.objectContaining({ reason: "DAILY_BUDGET_EXHAUSTED", message: expect.stringContaining(`organization's time zone (${ends})`) }),
    ]);
    // The answer says which day the budget counts in and when it resets, as the console's pacing card shows it.
    expect(read.json).toMatchObject({ budgetDay: "ORGANIZATION", budgetResetAt: ends });
  });

  it("a campaign reported by the day counts its budget in UTC days and resets at 00:00 UTC", async () => {
    const { organizationId, campaign, ads, key, ownerKey } = await setup({ ads: 1, dailyBudget: 1000, timeZone: "Asia/Seoul" });
    const today = new Date().toISOString().slice(0, 10);
    await post(key, { rows: [{ adId: ads[0].id, date: today, ...m(300, 0, 0, 300) }] });
    const read = await callRoute(getCampaign, "GET", campaignPath(organizationId, campaign.id), {
      params: { organizationId, campaignId: campaign.id },
      apiKey: ownerKey,
    });
    expect(read.json).toMatchObject({ spentToday: 300, budgetDay: "UTC" });
    expect(new Date(read.json.budgetResetAt).toISOString()).toBe(`${addUtcDays(today, 1)}T00:00:00.000Z`);
  });
});
