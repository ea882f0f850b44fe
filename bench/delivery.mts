// Delivery ingestion and report latency on PostgreSQL, in-process through the route handlers themselves:
//  1. 1,000,000 ad-day rows (10,000 ads in 100 campaigns of one organization × 100 UTC days) posted to
//     POST /api/core/delivery in requests of 1,000 rows, one after another (one serving system): rows per second.
//  2. GET /campaign/{id}/report over 90 days (by day; by day and ad) and GET /report (per campaign, 90 days):
//     medians of ROUNDS runs each. Then checks USAGE rows = charged delivery = budget spent.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:delivery
// Makes and drops its own database on DATABASE_URL's server. ADS, DAYS and ROUNDS override the sizes.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { NextRequest } from "next/server";

const base = process.env.DATABASE_URL;
if (!base) throw new Error("Set DATABASE_URL to a local PostgreSQL server");
const ADS = Number(process.env.ADS ?? 10_000);
const DAYS = Number(process.env.DAYS ?? 100);
const ROUNDS = Number(process.env.ROUNDS ?? 21);
const ADS_PER_CAMPAIGN = 100;
const BATCH = 1000;

const name = `adnet_bench_${randomBytes(3).toString("hex")}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
process.env.AUTH_SECRET = "bench";

const hex = (n: number, width = 24) => n.toString(16).padStart(width, "0");
const day = (offset: number) => new Date(Date.now() - (DAYS - offset) * 86_400_000).toISOString().slice(0, 10);

try {
  const { deploy } = await import("@/scripts/db.mjs");
  await deploy({ quiet: true });
  const { runBootstrap } = await import("@/lib/members/bootstrap");
  const { prisma } = await import("@/lib/db/client");
  const delivery = await import("@/app/api/core/delivery/route");
  const campaignReport = await import("@/app/api/core/organization/[organizationId]/campaign/[campaignId]/report/route");
  const organizationReport = await import("@/app/api/core/organization/[organizationId]/report/route");
  const { apiKey, organizationId, userId } = await runBootstrap({
    email: "delivery-bench@example.com",
    password: "bench-password",
    organization: "Bench Studio",
    reviewer: true,
  });

  // Campaigns and ads straight into the tables (approved: every ad serves, so the serving feed follows the spend);
  // a balance large enough never to run out.
  const db = new pg.Client({ connectionString: url.toString() });
  db.on("error", () => {});
  await db.connect();
  const campaigns = Math.ceil(ADS / ADS_PER_CAMPAIGN);
  const budget = 10n ** 12n;
  await db.query(
    `INSERT INTO "Campaign" ("id","organizationId","kind","name","status","startAt","budget","budgetRemain","platforms","devices","tags","locations","languages","inventoryTargets","btags","promotedAppIds","createdAt","updatedAt")
     SELECT 'c' || lpad(to_hex(g), 23, '0'), $1, 'REGULAR', 'Campaign ' || g, 'CAMPAIGN_STATUS_ACTIVE', now() - interval '200 days', $2, $2, '{}','{}','{}','{}','{}','{}','{}','{}', now() - interval '200 days', now()
     FROM generate_series(1, $3) g`,
    [organizationId, String(budget), campaigns],
  );
  await db.query(
    `INSERT INTO "Ad" ("id","campaignId","position","name","categories","productType","cpm","reviewStatus")
     SELECT 'a' || lpad(to_hex(g), 23, '0'), 'c' || lpad(to_hex((g - 1) / ${ADS_PER_CAMPAIGN} + 1), 23, '0'), (g - 1) % ${ADS_PER_CAMPAIGN}, 'Ad ' || g, '{}', 'AD_PRODUCT_TYPE_INTRINSIC', 3000, 'APPROVED'
     FROM generate_series(1, $1) g`,
    [ADS],
  );
  await db.query(
    `INSERT INTO "LedgerEntry" ("id","organizationId","type","amount","balanceAfter","description","createdAt") VALUES ($1, $2, 'CHARGE_TYPE_PAID', $3, $3, 'bench', now() - interval '1 day')`,
    [hex(1), organizationId, String(10n ** 15n)],
  );
  void userId;

  const call = async (
    handler: (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
    method: string,
    path: string,
    params: Record<string, string>,
    body?: unknown,
  ) => {
    const headers: Record<string, string> = { authorization: `Bearer ${apiKey}`, host: "localhost" };
    if (body) headers["content-type"] = "application/json";
    const res = await handler(
      new NextRequest(`http://localhost${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined }),
      { params: Promise.resolve(params) },
    );
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${(await res.text()).slice(0, 300)}`);
    return res.json();
  };

  const adId = (i: number) => `a${hex(i + 1, 23)}`;
  const started = performance.now();
  let rows = 0;
  for (let d = 0; d < DAYS; d++) {
    for (let first = 0; first < ADS; first += BATCH) {
      const batch = [];
      for (let i = first; i < Math.min(first + BATCH, ADS); i++) {
        const impressions = 1000 + ((i * 7 + d * 13) % 5000);
        batch.push({
          adId: adId(i),
          date: day(d),
          impressions,
          clicks: (impressions / 50) | 0,
          installs: (impressions / 500) | 0,
          spend: impressions * 3,
        });
      }
      await call(delivery.POST, "POST", "/api/core/delivery", {}, { rows: batch });
      rows += batch.length;
    }
    if ((d + 1) % 10 === 0) {
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  ${rows.toLocaleString("en")} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString("en")} rows/s)`,
      );
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `ingest: ${rows.toLocaleString("en")} rows in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds).toLocaleString("en")} rows/s (requests of ${BATCH})`,
  );

  // Posting the last day again changes nothing.
  const again = performance.now();
  const repeat = [];
  for (let i = 0; i < BATCH; i++) {
    const impressions = 1000 + ((i * 7 + (DAYS - 1) * 13) % 5000);
    repeat.push({
      adId: adId(i),
      date: day(DAYS - 1),
      impressions,
      clicks: (impressions / 50) | 0,
      installs: (impressions / 500) | 0,
      spend: impressions * 3,
    });
  }
  const replay = await call(delivery.POST, "POST", "/api/core/delivery", {}, { rows: repeat });
  console.log(`replay of 1,000 known rows: changed ${replay.changed}, ${(performance.now() - again).toFixed(1)} ms`);

  await db.query("ANALYZE");
  const median = async (label: string, fn: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i++) await fn();
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const start = performance.now();
      await fn();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(58)} median ${times[Math.floor(times.length / 2)].toFixed(1)} ms  max ${times[times.length - 1].toFixed(1)} ms`,
    );
  };
  const from = day(DAYS - 90);
  const to = day(DAYS - 1);
  const campaignId = `c${hex(1, 23)}`;
  const params = { organizationId, campaignId };
  const reportPath = (query: string) =>
    `/api/core/organization/${organizationId}/campaign/${campaignId}/report?from=${from}&to=${to}&${query}`;
  await median("campaign report, 90 days by day (100 ads)", () => call(campaignReport.GET, "GET", reportPath("granularity=DAY"), params));
  await median("campaign report, 90 days by day and ad (9,000 rows)", () =>
    call(campaignReport.GET, "GET", reportPath("granularity=DAY&breakdown=AD"), params),
  );
  await median("campaign report, 90 days total", () => call(campaignReport.GET, "GET", reportPath("granularity=TOTAL"), params));
  const orgPath = (query: string) => `/api/core/organization/${organizationId}/report?from=${from}&to=${to}&${query}`;
  await median(`organization report, 90 days per campaign (${campaigns} campaigns)`, () =>
    call(organizationReport.GET, "GET", orgPath("granularity=TOTAL"), { organizationId }),
  );
  await median("organization report, this month by day", () =>
    call(
      organizationReport.GET,
      "GET",
      `/api/core/organization/${organizationId}/report?from=${to.slice(0, 8)}01&to=${to}&granularity=DAY`,
      { organizationId },
    ),
  );

  const check = await db.query(
    `SELECT (SELECT sum(amount) FROM "LedgerEntry" WHERE type = 'CHARGE_TYPE_USAGE') AS usage,
            (SELECT sum(charged) FROM "DeliveryDay") AS charged,
            (SELECT sum(budget - "budgetRemain") FROM "Campaign") AS spent,
            (SELECT count(*) FROM "DeliveryDay") AS rows,
            (SELECT count(*) FROM "ServingAd" WHERE "servable") AS "servingAds",
            (SELECT count(*) FROM "ServingChange") AS "servingChanges",
            pg_size_pretty(pg_total_relation_size('"DeliveryDay"')) AS size`,
  );
  console.log("check:", check.rows[0]);
  await db.end();
  await prisma.$disconnect();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
