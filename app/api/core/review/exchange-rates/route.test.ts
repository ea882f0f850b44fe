import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { loadRatesFile } from "@/lib/exchange-rates/load-rates-file";
import { postbackApp, storePostback } from "@/lib/test/attribution-reports";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { createOwner, createReviewer } from "@/lib/test/fixtures";
import { utcDayOf } from "@/lib/utc-day";
import { PUT } from "./[date]/route";
import { GET } from "./route";

const list = (apiKey: string, query: Record<string, string>) => callRoute(GET, "GET", "/api/core/review/exchange-rates", { apiKey, query });
const put = (apiKey: string, date: string, body: unknown) =>
  callRoute(PUT, "PUT", `/api/core/review/exchange-rates/${date}`, { apiKey, params: { date }, body });

const DAY = 86_400_000;

/** A campaign whose postbacks of `day` (UTC, days ago) carry USD revenue and wait for a rate. */
async function waitingRevenue(daysAgo: number) {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  const { campaign, ads } = await createCampaignWithAds(organizationId);
  const app = await postbackApp(organizationId);
  const dayStart = Math.floor((Date.now() - daysAgo * DAY) / DAY) * DAY;
  const installAt = new Date(dayStart + 2 * 3_600_000);
  const base = { organizationId, ...app, campaignId: campaign.id, adId: ads[0].id, country: "US", installAt };
  await storePostback(base);
  // two purchases on the install's UTC day, one the next day, one in euros, one unmatched
  await storePostback({ ...base, eventAt: new Date(dayStart + 5 * 3_600_000), eventName: "purchase", revenue: "1.99", currency: "USD" });
  await storePostback({ ...base, eventAt: new Date(dayStart + 23 * 3_600_000), eventName: "purchase", revenue: "10", currency: "USD" });
  await storePostback({ ...base, eventAt: new Date(dayStart + 26 * 3_600_000), eventName: "purchase", revenue: "3", currency: "USD" });
  await storePostback({ ...base, eventAt: new Date(dayStart + 6 * 3_600_000), eventName: "purchase", revenue: "4", currency: "EUR" });
  await storePostback({
    ...base,
    eventAt: new Date(dayStart + 7 * 3_600_000),
    eventName: "purchase",
    revenue: "5",
    currency: "USD",
    outcome: "UNMATCHED",
  });
  return { owner, organizationId, campaignId: campaign.id, day: utcDayOf(dayStart) };
}

async function rollupSums(campaignId: string) {
  const sums = await prisma.attributionRollup.aggregate({
    where: { campaignId },
    _sum: { revenue: true, unconvertedEvents: true, events: true },
  });
  return { revenue: Number(sums._sum.revenue), unconverted: Number(sums._sum.unconvertedEvents), events: Number(sums._sum.events) };
}

describe("exchange rates (reviewer API)", () => {
  it("is for platform reviewers only", async () => {
    const owner = await createOwner();
    const day = utcDayOf(Date.now() - 40 * DAY);
    expect((await list(owner.apiKey, { from: day, to: day })).json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    const refused = await put(owner.apiKey, day, { rates: [{ currency: "USD", rate: "1400" }] });
    expect(refused.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    expect(await prisma.exchangeRate.count({ where: { date: new Date(`${day}T00:00:00Z`) } })).toBe(0);
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const reviewer = await createReviewer();
    const day = utcDayOf(Date.now() - 41 * DAY);
    for (const [date, body] of [
      ["2026-02-30", { rates: [{ currency: "USD", rate: "1" }] }],
      [day, { rates: [{ currency: "KRW", rate: "1" }] }],
      [day, { rates: [{ currency: "USD", rate: "-1" }] }],
      [day, { rates: [{ currency: "USD", rate: "1.123456789" }] }],
      [
        day,
        {
          rates: [
            { currency: "USD", rate: "1" },
            { currency: "USD", rate: "2" },
          ],
        },
      ],
      [day, { rates: [] }],
    ] as const) {
      const answer = await put(reviewer.apiKey, date, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json).toMatchObject({ reason: "VALIDATION_FAILED" });
    }
    expect(await prisma.exchangeRate.count({ where: { date: new Date(`${day}T00:00:00Z`) } })).toBe(0);
    expect((await list(reviewer.apiKey, { from: day, to: utcDayOf(Date.now() - 42 * DAY) })).status).toBe(400);
  });

  it("converts the revenue that waited for the day's rate once, and moves the difference when the rate changes", async () => {
    const reviewer = await createReviewer();
    const { campaignId, day } = await waitingRevenue(50);
    expect(await rollupSums(campaignId)).toEqual({ revenue: 0, unconverted: 4, events: 4 });

    const first = await put(reviewer.apiKey, day, { rates: [{ currency: "USD", rate: "1400.5" }] });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ converted: 2, items: [{ date: day, currency: "USD", rate: "1400.5" }] });
    // 1.99 × 1400.5 = 2786.995 → 2787; 10 × 1400.5 = 14005; the next day's purchase and the euros still wait
    expect(await rollupSums(campaignId)).toEqual({ revenue: 2787 + 14005, unconverted: 2, events: 4 });
    const unmatched = await prisma.postback.findFirstOrThrow({ where: { campaignId, outcome: "UNMATCHED" } });
    expect(unmatched.revenueKrw).toBeNull();

    const again = await put(reviewer.apiKey, day, { rates: [{ currency: "USD", rate: "1400.50" }] });
    expect(again.json).toMatchObject({ converted: 0 });
    expect(await rollupSums(campaignId)).toEqual({ revenue: 2787 + 14005, unconverted: 2, events: 4 });

    const corrected = await put(reviewer.apiKey, day, { rates: [{ currency: "USD", rate: "1000" }] });
    expect(corrected.json).toMatchObject({ converted: 2 });
    expect(await rollupSums(campaignId)).toEqual({ revenue: 1990 + 10000, unconverted: 2, events: 4 });

    const listed = await list(reviewer.apiKey, { from: day, to: day, currency: "USD" });
    expect(listed.json).toEqual({ items: [{ date: day, currency: "USD", rate: "1000", updatedAt: expect.any(String) }] });
    const audit = await prisma.auditEntry.findFirst({ where: { action: "exchange-rate:update", userId: reviewer.user.id } });
    expect(audit).not.toBeNull();
  });

  it("two loads of the same file at once convert each postback exactly once", async () => {
    const { campaignId, day } = await waitingRevenue(60);
    const next = utcDayOf(Date.parse(`${day}T00:00:00Z`) + DAY);
    const file = `date,currency,rate\n${day},USD,1300\n${next},USD,1310\n${day},EUR,1500\n`;
    const [a, b] = await Promise.all([loadRatesFile(file), loadRatesFile(file)]);
    expect([a, b].map((o) => ("converted" in o ? o.converted : -1)).sort()).toEqual([0, 4]);
    // 1.99 × 1300 = 2587, 10 × 1300 = 13000, 3 × 1310 = 3930, 4 × 1500 = 6000
    expect(await rollupSums(campaignId)).toEqual({ revenue: 2587 + 13000 + 3930 + 6000, unconverted: 0, events: 4 });
    const krw = await prisma.postback.findMany({
      where: { campaignId, outcome: "ATTRIBUTED", revenue: { not: null } },
      select: { revenueKrw: true },
    });
    expect(krw.map((p) => Number(p.revenueKrw)).sort((x, y) => x - y)).toEqual([2587, 3930, 6000, 13000]);
  });

  it("a file with a bad line loads nothing", async () => {
    const day = utcDayOf(Date.now() - 70 * DAY);
    const outcome = await loadRatesFile(`${day},USD,1300\n${day},JPY,abc\n`);
    expect(outcome.problems).toEqual([{ line: 2, message: expect.stringContaining('rate "abc"') }]);
    expect(await prisma.exchangeRate.count({ where: { date: new Date(`${day}T00:00:00Z`) } })).toBe(0);
  });

  it("npm run rates:load names the bad lines and loads nothing", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rates-"));
    const file = path.join(dir, "rates.csv");
    writeFileSync(file, "date,currency,rate\n2026-01-01,USD,1300\n2026-01-01,usd,\nnot,a,line\n");
    const run = spawnSync("npx", ["tsx", "--conditions", "react-server", "scripts/rates.ts", "load", file], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${file}:3: rate "" must be a decimal number`);
    expect(run.stderr).toContain(`${file}:4: date "not"`);
    expect(run.stderr).toContain("nothing loaded: 2 lines need fixing");
  }, 60_000);

  it("npm run rates:load refuses while the server holds the embedded database, naming it", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "rates-lock-")), "pglite");
    const file = path.join(path.dirname(dir), "rates.csv");
    writeFileSync(file, `${utcDayOf(Date.now() - 80 * DAY)},USD,1300\n`);
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      writeFileSync(`${dir}.lock`, JSON.stringify({ pid: holder.pid, command: "next-server", startedAt: new Date().toISOString() }));
      const env = { ...process.env, PGLITE_DIR: dir, DATABASE_URL: "" };
      const run = spawnSync("npx", ["tsx", "--conditions", "react-server", "scripts/rates.ts", "load", file], {
        encoding: "utf8",
        env,
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`rates: The embedded database at .* is in use by process ${holder.pid} \\(next-server\\)`));
    } finally {
      holder.kill();
    }
  }, 60_000);
});
