// The 90-day cohort ROAS report over the rollups of 1,000,000 attributed installs, on PostgreSQL, in-process
// through the campaign report's route handler (what the Performance tab's cohort view asks for: by install day,
// ROAS D0-D30, CPA for one event):
//   - one campaign of ADS ads; per UTC hour of 90 days × ad × COUNTRIES countries × 2 platforms an install row of
//     the rollup (the installs spread so they add up to about INSTALLS) and EVENT_OFFSETS purchase rows each
//     (revenue at days 0, 1, 3, 7, 14, 30 after install), straight into AttributionRollup with INSERT … SELECT,
//     then their install days into AttributionDay as the migration backfills them;
//   - hourly delivery for every ad and hour (DeliveryCell + its DeliveryDay), spend for the report's divisors;
//   - GET /campaign/{id}/report?granularity=DAY&event=purchase over 90 days and GET /report?perCampaign=false:
//     medians of ROUNDS runs after 3 warm-up runs (target < 200 ms).
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:cohorts
// Makes and drops its own database on DATABASE_URL's server. INSTALLS, ADS, COUNTRIES, ROUNDS override the sizes;
// POSTBACKS=2000000 also stores that many postbacks (none by default).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { NextRequest } from "next/server";

const base = process.env.DATABASE_URL;
if (!base) throw new Error("Set DATABASE_URL to a local PostgreSQL server");
const INSTALLS = Number(process.env.INSTALLS ?? 1_000_000);
const ADS = Number(process.env.ADS ?? 10);
const COUNTRIES = Number(process.env.COUNTRIES ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 21);
const POSTBACKS = Number(process.env.POSTBACKS ?? 0);
const DAYS = 90;
const EVENT_OFFSETS = [0, 1, 3, 7, 14, 30];
const ZONE = "Asia/Seoul";

const fmt = (n: number) => n.toLocaleString("en");
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

const admin = new pg.Client({ connectionString: base });
await admin.connect();
const name = `adnet_bench_${randomBytes(3).toString("hex")}`;
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
process.env.AUTH_SECRET = "bench";

try {
  const { deploy } = await import("@/scripts/db.mjs");
  await deploy({ quiet: true });
  const { runBootstrap } = await import("@/lib/members/bootstrap");
  const campaignReport = await import("@/app/api/core/organization/[organizationId]/campaign/[campaignId]/report/route");
  const organizationReport = await import("@/app/api/core/organization/[organizationId]/report/route");
  const { apiKey, organizationId } = await runBootstrap({
    email: "cohort-bench@example.com",
    password: "bench-password",
    organization: "Cohort Bench Studio",
  });
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  await db.query(`UPDATE "Organization" SET "timeZone" = $1 WHERE "id" = $2`, [ZONE, organizationId]);
  const campaignId = "c".padEnd(24, "0");
  const appId = "b".padEnd(24, "0");
  await db.query(
    `INSERT INTO "Campaign" ("id","organizationId","kind","name","status","startAt","budget","budgetRemain","platforms","devices","tags","locations","languages","inventoryTargets","btags","promotedAppIds","createdAt","updatedAt")
     VALUES ($1, $2, 'REGULAR', 'Cohort bench', 'CAMPAIGN_STATUS_ACTIVE', now() - interval '200 days', 1000000000000, 1000000000000, '{}','{}','{}','{}','{}','{}','{}','{}', now() - interval '200 days', now())`,
    [campaignId, organizationId],
  );
  await db.query(
    `INSERT INTO "Ad" ("id","campaignId","position","name","categories","productType","cpm","reviewStatus")
     SELECT 'a' || lpad(to_hex(g), 23, '0'), $1, g - 1, 'Ad ' || g, '{}', 'AD_PRODUCT_TYPE_INTRINSIC', 3000, 'APPROVED'
     FROM generate_series(1, $2) g`,
    [campaignId, ADS],
  );
  const started = performance.now();
  // Install rows: hour h (0 = 90 days ago, UTC midnight) × ad × country × platform, installs spread to INSTALLS.
  const installRows = DAYS * 24 * ADS * COUNTRIES * 2;
  const perRow = INSTALLS / installRows;
  const low = Math.floor(perRow);
  const share = Math.round((perRow - low) * 1000);
  const grid = `
    FROM generate_series(0, ${DAYS * 24 - 1}) h, generate_series(1, ${ADS}) a, generate_series(1, ${COUNTRIES}) c,
      (VALUES ('APP_PLATFORM_ANDROID'), ('APP_PLATFORM_IOS')) p(platform)`;
  const keyColumns = `$1, $2, 'a' || lpad(to_hex(a), 23, '0'), '', chr(64 + c) || 'X', p.platform, 'MMP',
    date_trunc('day', now() AT TIME ZONE 'UTC') - interval '${DAYS} days' + h * interval '1 hour'`;
  const installsExpr = `CASE WHEN (h * 7 + a * 13 + c * 31) % 1000 < ${share} THEN ${low + 1} ELSE ${low} END`;
  await db.query(
    `INSERT INTO "AttributionRollup" ("organizationId","campaignId","adId","creativeId","country","platform","source","installHour","dayOffset","eventName","installs","rejectedInstalls")
     SELECT ${keyColumns}, 0, '', ${installsExpr}, CASE WHEN h % 10 = 0 THEN 1 ELSE 0 END ${grid}`,
    [organizationId, campaignId],
  );
  for (const offset of EVENT_OFFSETS) {
    await db.query(
      `INSERT INTO "AttributionRollup" ("organizationId","campaignId","adId","creativeId","country","platform","source","installHour","dayOffset","eventName","events","revenue","unconvertedEvents")
       SELECT ${keyColumns}, ${offset}, 'purchase', 2, 2 * (1500 + (h % 7) * 100), CASE WHEN h % 50 = 0 THEN 1 ELSE 0 END ${grid}`,
      [organizationId, campaignId],
    );
  }
  // The install days the postbacks' statements write beside the hours: the migration's backfill of AttributionDay.
  await db.query(`SELECT "adnet_rebuild_attribution_days"($1, $2)`, [organizationId, ZONE]);
  // The stored postbacks behind the counts (POSTBACKS of them, half installs and half purchases, 1 in 10,000 of the
  // purchases in USD waiting for a rate): the answer's unconvertedRevenue reads them.
  if (POSTBACKS > 0) {
    await db.query(
      `INSERT INTO "App" ("id","organizationId","name","platforms","sdkKey","tags","updatedAt") VALUES ($1, $2, 'Bench app', '{}', 'bench', '{}', now())`,
      [appId, organizationId],
    );
    await db.query(`INSERT INTO "PostbackToken" ("id","appId","organizationId","hash","prefix") VALUES ($1, $2, $3, 'bench', 'opt_')`, [
      appId,
      appId,
      organizationId,
    ]);
    await db.query(
      `INSERT INTO "Postback" ("id","organizationId","appId","tokenId","partner","dedupeKey","method","rawQuery","outcome","kind","clickId",
         "campaignId","adId","country","platform","installAt","eventAt","eventName","revenue","currency","revenueKrw","receivedAt")
       SELECT 'p' || g, $1, $2, $2, 'APPSFLYER', 'd' || g, 'GET', 'clickid=' || md5(g::text) || '&af_c_id=' || $3 || '&event_name=purchase&revenue=3.5',
         'ATTRIBUTED', CASE WHEN g % 2 = 0 THEN 'INSTALL' ELSE 'EVENT' END, md5(g::text), $3, 'a' || lpad(to_hex(1 + g % ${ADS}), 23, '0'),
         'AX', 'APP_PLATFORM_ANDROID', now() - (g % ${DAYS * 24}) * interval '1 hour', CASE WHEN g % 2 = 1 THEN now() - (g % ${DAYS * 24}) * interval '1 hour' END,
         CASE WHEN g % 2 = 1 THEN 'purchase' END, CASE WHEN g % 2 = 1 THEN 3.5 END, CASE WHEN g % 2 = 1 THEN 'USD' END,
         CASE WHEN g % 2 = 1 AND g % 20000 <> 1 THEN 4800 END, now()
       FROM generate_series(1, ${POSTBACKS}) g`,
      [organizationId, appId, campaignId],
    );
  }
  // Hourly spend of every ad, and its days (detail HOUR), as ingest stores delivery by hour.
  await db.query(
    `INSERT INTO "DeliveryCell" ("adId","date","hour","country","campaignId","organizationId","impressions","clicks","installs","spend","charged")
     SELECT 'a' || lpad(to_hex(a), 23, '0'), (date_trunc('day', now() AT TIME ZONE 'UTC') - interval '${DAYS} days' + h * interval '1 hour')::date, h % 24, '',
       $1, $2, 1000, 20, 5, 30000, 30000
     FROM generate_series(0, ${DAYS * 24 - 1}) h, generate_series(1, ${ADS}) a`,
    [campaignId, organizationId],
  );
  await db.query(
    `INSERT INTO "DeliveryDay" ("adId","date","campaignId","organizationId","impressions","clicks","installs","spend","charged","detail")
     SELECT "adId", "date", "campaignId", "organizationId", sum("impressions"), sum("clicks"), sum("installs"), sum("spend"), sum("charged"), 'HOUR'
     FROM "DeliveryCell" GROUP BY "adId", "date", "campaignId", "organizationId"`,
  );
  await db.query(
    `INSERT INTO "DeliveryRollup" ("organizationId","date","hour","country","impressions","clicks","installs","spend","charged","billed")
     SELECT "organizationId", "date", "hour", '', sum("impressions"), sum("clicks"), sum("installs"), sum("spend"), sum("charged"), sum("charged")
     FROM "DeliveryCell" GROUP BY "organizationId", "date", "hour"`,
  );
  await db.query(`ANALYZE`);
  const facts = await db.query(
    `SELECT count(*)::int AS rows, sum("installs")::bigint AS installs, (SELECT count(*)::int FROM "AttributionDay") AS days FROM "AttributionRollup"`,
  );
  console.log(
    `rollup: ${fmt(facts.rows[0].rows)} rows holding ${fmt(Number(facts.rows[0].installs))} installs (${DAYS} days × ${ADS} ads × ${COUNTRIES} countries × 2 platforms by UTC hour, ${EVENT_OFFSETS.length} event rows each; ${fmt(facts.rows[0].days)} AttributionDay rows), written in ${fmt(Math.round(performance.now() - started))} ms`,
  );

  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const call = async (handler: typeof campaignReport.GET, path: string, params: Record<string, string>, query: string) => {
    const res = await handler(
      new NextRequest(`http://localhost${path}?${query}`, { headers: { authorization: `Bearer ${apiKey}`, host: "localhost" } }),
      {
        params: Promise.resolve(params),
      },
    );
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const runs = async (label: string, once: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      await once();
      times.push(performance.now() - t0);
    }
    const m = median(times);
    console.log(
      `${label}: median ${m.toFixed(1)} ms of ${ROUNDS} runs (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}) ${m < 200 ? "✓ < 200 ms" : "✗ over 200 ms"}`,
    );
  };
  const query = `from=${from}&to=${to}&granularity=DAY&event=purchase`;
  const sample = (await call(
    campaignReport.GET,
    `/api/core/organization/${organizationId}/campaign/${campaignId}/report`,
    { organizationId, campaignId },
    query,
  )) as {
    rows: unknown[];
    totals: { attribution: { installs: number; cpi: number; roas: { d7: { value: number } } } };
  };
  console.log(
    `report: ${sample.rows.length} install days, ${fmt(sample.totals.attribution.installs)} attributed installs, CPI ${sample.totals.attribution.cpi}, ROAS D7 ${sample.totals.attribution.roas.d7.value}`,
  );
  await runs(`GET /campaign/{id}/report, ${DAYS} days by install day (cohort ROAS, CPA)`, () =>
    call(
      campaignReport.GET,
      `/api/core/organization/${organizationId}/campaign/${campaignId}/report`,
      { organizationId, campaignId },
      query,
    ),
  );
  await runs(`GET /report?perCampaign=false, ${DAYS} days by install day`, () =>
    call(organizationReport.GET, `/api/core/organization/${organizationId}/report`, { organizationId }, `${query}&perCampaign=false`),
  );
  await runs(`GET /campaign/{id}/report, ${DAYS} days in total, per ad`, () =>
    call(
      campaignReport.GET,
      `/api/core/organization/${organizationId}/campaign/${campaignId}/report`,
      { organizationId, campaignId },
      `from=${from}&to=${to}&granularity=TOTAL&breakdown=AD`,
    ),
  );
  await db.end();
} finally {
  const { prisma } = await import("@/lib/db/client");
  await prisma.$disconnect().catch(() => {});
  if (process.env.KEEP) console.log(`kept database ${name}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(0);
