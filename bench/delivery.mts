// Delivery ingestion and report latency on PostgreSQL, in-process through the route handlers themselves:
//  1. 1,000,000 ad-day rows (10,000 ads in 100 campaigns of one organization × 100 UTC days) posted to
//     POST /api/core/delivery in requests of 1,000 rows, one after another (one serving system): rows per second,
//     side by side (alternating day by day) with a bare `pg` batch upsert of the same rows (for a mirror set of ads)
//     into the same table (DeliveryDay).
//  2. The same for rows by hour and country (CELL_ADS ads × COUNTRIES countries × HOURS hours × CELL_DAYS days)
//     against a bare `pg` batch upsert into DeliveryCell.
//  3. GET /campaign/{id}/report over 90 days (by day; by day and ad) and GET /report (per campaign, 90 days):
//     medians of ROUNDS runs each. Then checks USAGE rows = charged delivery = budget spent.
//  4. Storage (its own database, made and dropped): 90 days of STORAGE_ADS ads × 50 countries of day rows straight
//     into DeliveryCell and DeliveryRollup (INSERT … SELECT generate_series); the organization's 90-day total by
//     country from DeliveryRollup against the same from DeliveryCell, and one campaign's 90-day report by country
//     from DeliveryCell through (campaignId, date): medians of ROUNDS runs, and EXPLAIN (ANALYZE, BUFFERS) of each.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:delivery
// Makes and drops its own databases on DATABASE_URL's server. ADS, DAYS, ROUNDS, CELL_ADS, COUNTRIES, HOURS,
// CELL_DAYS and STORAGE_ADS (default 10,000: 45,000,000 cells) override the sizes; PARTS=ingest or PARTS=storage
// runs one half.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { NextRequest } from "next/server";
import { COUNTRY_CODES } from "@/lib/campaigns/targeting-values";

const base = process.env.DATABASE_URL;
if (!base) throw new Error("Set DATABASE_URL to a local PostgreSQL server");
const ADS = Number(process.env.ADS ?? 10_000);
const DAYS = Number(process.env.DAYS ?? 100);
const ROUNDS = Number(process.env.ROUNDS ?? 21);
const CELL_ADS = Number(process.env.CELL_ADS ?? 200);
const COUNTRIES = Number(process.env.COUNTRIES ?? 20);
const HOURS = Number(process.env.HOURS ?? 3);
const CELL_DAYS = Number(process.env.CELL_DAYS ?? 10);
const STORAGE_ADS = Number(process.env.STORAGE_ADS ?? 10_000);
const PARTS = (process.env.PARTS ?? "ingest,storage").split(",");
const ADS_PER_CAMPAIGN = 100;
const BATCH = 1000;

const hex = (n: number, width = 24) => n.toString(16).padStart(width, "0");
const rate = (rows: number, ms: number) => Math.round(rows / (ms / 1000));
const fmt = (n: number) => n.toLocaleString("en");
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

const admin = new pg.Client({ connectionString: base });
await admin.connect();
const databases: string[] = [];
async function createDatabase() {
  const name = `adnet_bench_${randomBytes(3).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  databases.push(name);
  const url = new URL(base!);
  url.pathname = `/${name}`;
  return url.toString();
}

type Row = {
  adId: string;
  date: string;
  hour?: number;
  country?: string;
  impressions: number;
  clicks: number;
  installs: number;
  spend: number;
};

/** One batch upsert of `rows` with plain `pg`, the floor the route is compared with: the same statement shape the route writes. */
async function bareUpsert(
  db: pg.Client,
  table: "DeliveryDay" | "DeliveryCell",
  rows: Row[],
  campaignOf: (adId: string) => string,
  organizationId: string,
) {
  const col = (pick: (row: Row) => string | number) => rows.map(pick);
  const metrics = [col((r) => r.impressions), col((r) => r.clicks), col((r) => r.installs), col((r) => r.spend)];
  if (table === "DeliveryDay") {
    await db.query(
      `INSERT INTO "DeliveryDay" ("adId","date","campaignId","organizationId","impressions","clicks","installs","spend","charged","updatedAt")
       SELECT v."adId", v."day"::date, v."campaignId", $3, v.i, v.c, v.n, v.s, v.s, now()
       FROM unnest($1::text[], $2::text[], $4::text[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[]) AS v("adId","day","campaignId",i,c,n,s)
       ON CONFLICT ("adId","date") DO UPDATE SET "impressions" = EXCLUDED."impressions", "clicks" = EXCLUDED."clicks",
         "installs" = EXCLUDED."installs", "spend" = EXCLUDED."spend", "charged" = EXCLUDED."charged", "updatedAt" = EXCLUDED."updatedAt"`,
      [col((r) => r.adId), col((r) => r.date), organizationId, col((r) => campaignOf(r.adId)), ...metrics],
    );
    return;
  }
  await db.query(
    `INSERT INTO "DeliveryCell" ("adId","date","hour","country","campaignId","organizationId","impressions","clicks","installs","spend","charged","updatedAt")
     SELECT v."adId", v."day"::date, v.h, v.k, v."campaignId", $3, v.i, v.c, v.n, v.s, v.s, now()
     FROM unnest($1::text[], $2::text[], $4::text[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[], $9::int[], $10::text[])
       AS v("adId","day","campaignId",i,c,n,s,h,k)
     ON CONFLICT ("adId","date","hour","country","creativeId","platform") DO UPDATE SET "impressions" = EXCLUDED."impressions", "clicks" = EXCLUDED."clicks",
       "installs" = EXCLUDED."installs", "spend" = EXCLUDED."spend", "charged" = EXCLUDED."charged", "updatedAt" = EXCLUDED."updatedAt"`,
    [
      col((r) => r.adId),
      col((r) => r.date),
      organizationId,
      col((r) => campaignOf(r.adId)),
      ...metrics,
      col((r) => r.hour ?? -1),
      col((r) => r.country ?? ""),
    ],
  );
}

async function ingestAndReports() {
  const url = await createDatabase();
  process.env.DATABASE_URL = url;
  process.env.AUTH_SECRET = "bench";
  const day = (offset: number) => new Date(Date.now() - (DAYS - offset) * 86_400_000).toISOString().slice(0, 10);
  const { deploy } = await import("@/scripts/db.mjs");
  await deploy({ quiet: true });
  const { runBootstrap } = await import("@/lib/members/bootstrap");
  const { prisma } = await import("@/lib/db/client");
  const delivery = await import("@/app/api/core/delivery/route");
  const campaignReport = await import("@/app/api/core/organization/[organizationId]/campaign/[campaignId]/report/route");
  const organizationReport = await import("@/app/api/core/organization/[organizationId]/report/route");
  const { apiKey, organizationId } = await runBootstrap({
    email: "delivery-bench@example.com",
    password: "bench-password",
    organization: "Bench Studio",
    reviewer: true,
  });

  // Campaigns and ads straight into the tables (approved: every ad serves, so the serving feed follows the spend);
  // a balance large enough never to run out. Ads 1..ADS are reported through the route; a mirror set of the same
  // size (prefix 'b') takes the bare upserts of the same rows; then CELL_ADS ads (prefix 'd') and their mirror
  // ('e') for the rows by hour and country.
  const db = new pg.Client({ connectionString: url });
  db.on("error", () => {});
  await db.connect();
  const budget = 10n ** 12n;
  const sets = [
    { prefix: "a", ads: ADS },
    { prefix: "b", ads: ADS },
    { prefix: "d", ads: CELL_ADS },
    { prefix: "e", ads: CELL_ADS },
  ];
  for (const { prefix, ads } of sets) {
    await db.query(
      `INSERT INTO "Campaign" ("id","organizationId","kind","name","status","startAt","budget","budgetRemain","platforms","devices","tags","locations","languages","inventoryTargets","btags","promotedAppIds","createdAt","updatedAt")
       SELECT '${prefix}c' || lpad(to_hex(g), 22, '0'), $1, 'REGULAR', 'Campaign ${prefix}' || g, 'CAMPAIGN_STATUS_ACTIVE', now() - interval '200 days', $2, $2, '{}','{}','{}','{}','{}','{}','{}','{}', now() - interval '200 days', now()
       FROM generate_series(1, $3) g`,
      [organizationId, String(budget), Math.ceil(ads / ADS_PER_CAMPAIGN)],
    );
    await db.query(
      `INSERT INTO "Ad" ("id","campaignId","position","name","categories","productType","cpm","reviewStatus")
       SELECT '${prefix}' || lpad(to_hex(g), 23, '0'), '${prefix}c' || lpad(to_hex((g - 1) / ${ADS_PER_CAMPAIGN} + 1), 22, '0'), (g - 1) % ${ADS_PER_CAMPAIGN}, 'Ad ' || g, '{}', 'AD_PRODUCT_TYPE_INTRINSIC', 3000, 'APPROVED'
       FROM generate_series(1, $1) g`,
      [ads],
    );
  }
  await db.query(
    `INSERT INTO "LedgerEntry" ("id","organizationId","type","amount","balanceAfter","description","createdAt") VALUES ($1, $2, 'CHARGE_TYPE_PAID', $3, $3, 'bench', now() - interval '1 day')`,
    [hex(1), organizationId, String(10n ** 15n)],
  );

  // The feed as approvals leave it: each campaign's ads already have their rows, so the reports below measure
  // steady-state spend, not the campaigns' first sync.
  const { syncServing } = await import("@/lib/serving/sync-serving");
  const { transaction } = await import("@/lib/db/transaction");
  const routeCampaigns = await db.query(`SELECT "id" FROM "Campaign" WHERE "id" LIKE 'ac%' OR "id" LIKE 'dc%'`);
  await transaction((tx) => syncServing(tx, { campaignIds: routeCampaigns.rows.map((row) => row.id as string) }), { timeout: 600_000 });

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

  const adId = (prefix: string, i: number) => `${prefix}${hex(i + 1, 23)}`;
  const campaignOf = (id: string) => `${id[0]}c${hex(Math.floor((parseInt(id.slice(1), 16) - 1) / ADS_PER_CAMPAIGN) + 1, 22)}`;
  const metrics = (i: number, d: number) => {
    const impressions = 1000 + ((i * 7 + d * 13) % 5000);
    return { impressions, clicks: (impressions / 50) | 0, installs: (impressions / 500) | 0, spend: impressions * 3 };
  };

  /**
   * Each round's rows posted through the route, then the same rows (for the mirror ads) upserted bare; rounds
   * alternate so both sides see the same machine.
   */
  async function sideBySide(
    label: string,
    table: "DeliveryDay" | "DeliveryCell",
    rounds: number,
    rowsOf: (round: number, prefix: string) => Row[],
  ) {
    let routeMs = 0;
    let bareMs = 0;
    let rows = 0;
    for (let round = 0; round < rounds; round++) {
      const routeRows = rowsOf(round, "route");
      const bareRows = rowsOf(round, "bare");
      let start = performance.now();
      for (let first = 0; first < routeRows.length; first += BATCH) {
        await call(delivery.POST, "POST", "/api/core/delivery", {}, { rows: routeRows.slice(first, first + BATCH) });
      }
      routeMs += performance.now() - start;
      start = performance.now();
      for (let first = 0; first < bareRows.length; first += BATCH) {
        await bareUpsert(db, table, bareRows.slice(first, first + BATCH), campaignOf, organizationId);
      }
      bareMs += performance.now() - start;
      rows += routeRows.length;
    }
    console.log(
      `${label}: ${fmt(rows)} rows each side in requests of ${BATCH}: route ${fmt(rate(rows, routeMs))} rows/s (${(routeMs / 1000).toFixed(1)} s), ` +
        `bare pg upsert into ${table} ${fmt(rate(rows, bareMs))} rows/s (${(bareMs / 1000).toFixed(1)} s), route / bare ${(bareMs / routeMs).toFixed(2)}`,
    );
  }

  if (PARTS.includes("ingest")) {
    await sideBySide("day-only rows", "DeliveryDay", DAYS, (d, side) =>
      Array.from({ length: ADS }, (_, i) => ({ adId: adId(side === "route" ? "a" : "b", i), date: day(d), ...metrics(i, d) })),
    );
    const countries = COUNTRY_CODES.slice(0, COUNTRIES);
    const hours = Array.from({ length: HOURS }, (_, h) => h * Math.floor(24 / HOURS));
    await sideBySide(
      `rows by hour and country (${fmt(CELL_ADS)} ads × ${COUNTRIES} countries × ${HOURS} hours × ${CELL_DAYS} days)`,
      "DeliveryCell",
      CELL_DAYS,
      (d, side) =>
        Array.from({ length: CELL_ADS }, (_, i) =>
          hours.flatMap((hour) =>
            countries.map((country, c) => ({
              adId: adId(side === "route" ? "d" : "e", i),
              date: day(d),
              hour,
              country,
              ...metrics(i + c + hour, d),
            })),
          ),
        ).flat(),
    );
  }

  // Posting the last day again changes nothing.
  const again = performance.now();
  const repeat = Array.from({ length: Math.min(BATCH, ADS) }, (_, i) => ({
    adId: adId("a", i),
    date: day(DAYS - 1),
    ...metrics(i, DAYS - 1),
  }));
  const replay = await call(delivery.POST, "POST", "/api/core/delivery", {}, { rows: repeat });
  console.log(`replay of ${repeat.length} known rows: changed ${replay.changed}, ${(performance.now() - again).toFixed(1)} ms`);

  await db.query("ANALYZE");
  const timed = async (label: string, fn: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i++) await fn();
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const start = performance.now();
      await fn();
      times.push(performance.now() - start);
    }
    console.log(`${label.padEnd(58)} median ${median(times).toFixed(1)} ms  max ${Math.max(...times).toFixed(1)} ms`);
  };
  const from = day(DAYS - 90);
  const to = day(DAYS - 1);
  const campaignId = campaignOf(adId("a", 0));
  const params = { organizationId, campaignId };
  const reportPath = (query: string) =>
    `/api/core/organization/${organizationId}/campaign/${campaignId}/report?from=${from}&to=${to}&${query}`;
  await timed("campaign report, 90 days by day (100 ads)", () => call(campaignReport.GET, "GET", reportPath("granularity=DAY"), params));
  await timed("campaign report, 90 days by day and ad (9,000 rows)", () =>
    call(campaignReport.GET, "GET", reportPath("granularity=DAY&breakdown=AD"), params),
  );
  await timed("campaign report, 90 days total", () => call(campaignReport.GET, "GET", reportPath("granularity=TOTAL"), params));
  const orgPath = (query: string) => `/api/core/organization/${organizationId}/report?from=${from}&to=${to}&${query}`;
  await timed(`organization report, 90 days per campaign`, () =>
    call(organizationReport.GET, "GET", orgPath("granularity=TOTAL"), { organizationId }),
  );
  await timed("organization report, this month by day", () =>
    call(
      organizationReport.GET,
      "GET",
      `/api/core/organization/${organizationId}/report?from=${to.slice(0, 8)}01&to=${to}&granularity=DAY`,
      { organizationId },
    ),
  );

  // The route's rows only (the bare side's mirror ads charge nothing): USAGE = charged = budget spent, and the
  // rollup holds every difference the route applied.
  const check = await db.query(
    `SELECT (SELECT sum(amount) FROM "LedgerEntry" WHERE type = 'CHARGE_TYPE_USAGE') AS usage,
            (SELECT sum(charged) FROM "DeliveryDay" WHERE "adId" LIKE 'a%' OR "adId" LIKE 'd%') AS charged,
            (SELECT sum(budget - "budgetRemain") FROM "Campaign") AS spent,
            (SELECT sum(charged) FROM "DeliveryRollup") AS "rollupCharged",
            (SELECT sum(charged) FROM "DeliveryCell" WHERE "adId" LIKE 'd%') AS "cellsCharged",
            (SELECT sum(charged) FROM "DeliveryDay" WHERE "adId" LIKE 'd%') AS "cellDaysCharged",
            (SELECT count(*) FROM "DeliveryDay") AS "dayRows",
            (SELECT count(*) FROM "DeliveryCell") AS "cellRows",
            (SELECT count(*) FROM "ServingAd" WHERE "servable") AS "servingAds",
            (SELECT count(*) FROM "ServingChange") AS "servingChanges"`,
  );
  console.log("check:", check.rows[0]);
  await db.end();
  await prisma.$disconnect();
}

/** 90 days of STORAGE_ADS ads × 50 countries, generated in the database; reads by country from the rollup and from the cells. */
async function storage() {
  const url = await createDatabase();
  const { deploy } = await import("@/scripts/db.mjs");
  process.env.DATABASE_URL = url;
  await deploy({ quiet: true });
  const db = new pg.Client({ connectionString: url });
  db.on("error", () => {});
  await db.connect();
  const days = 90;
  const countries = COUNTRY_CODES.slice(0, 50);
  const campaigns = Math.ceil(STORAGE_ADS / ADS_PER_CAMPAIGN);
  const to = new Date().toISOString().slice(0, 10);
  const organizationId = "o".padEnd(24, "0");
  await db.query(`INSERT INTO "Organization" ("id","name","createdAt","updatedAt") VALUES ($1, 'Storage bench', now(), now())`, [
    organizationId,
  ]);
  await db.query(
    `INSERT INTO "Campaign" ("id","organizationId","kind","name","status","startAt","budget","budgetRemain","platforms","devices","tags","locations","languages","inventoryTargets","btags","promotedAppIds","createdAt","updatedAt")
     SELECT 'c' || lpad(to_hex(g), 23, '0'), $1, 'REGULAR', 'Campaign ' || g, 'CAMPAIGN_STATUS_ACTIVE', now() - interval '200 days', 0, 0, '{}','{}','{}','{}','{}','{}','{}','{}', now() - interval '200 days', now()
     FROM generate_series(1, $2) g`,
    [organizationId, campaigns],
  );
  await db.query(
    `INSERT INTO "Ad" ("id","campaignId","position","name","categories","productType","cpm","reviewStatus")
     SELECT 'a' || lpad(to_hex(g), 23, '0'), 'c' || lpad(to_hex((g - 1) / ${ADS_PER_CAMPAIGN} + 1), 23, '0'), (g - 1) % ${ADS_PER_CAMPAIGN}, 'Ad ' || g, '{}', 'AD_PRODUCT_TYPE_INTRINSIC', 3000, 'APPROVED'
     FROM generate_series(1, $1) g`,
    [STORAGE_ADS],
  );
  let start = performance.now();
  // Day rows by country (hour -1), in ad order within each day as the ingest writes them.
  await db.query(
    `INSERT INTO "DeliveryCell" ("adId","date","hour","country","campaignId","organizationId","impressions","clicks","installs","spend","charged")
     SELECT 'a' || lpad(to_hex(a), 23, '0'), $2::date - d, -1, k.country, 'c' || lpad(to_hex((a - 1) / ${ADS_PER_CAMPAIGN} + 1), 23, '0'), $1,
            1000 + (a * 7 + d * 13 + k.n) % 5000, 20 + (a + d) % 100, 2 + (a + k.n) % 10, 3000 + (a * 7 + d * 13 + k.n) % 15000,
            3000 + (a * 7 + d * 13 + k.n) % 15000
     FROM generate_series(0, ${days - 1}) d, generate_series(1, $3) a, unnest($4::text[]) WITH ORDINALITY AS k(country, n)`,
    [organizationId, to, STORAGE_ADS, countries],
  );
  const cellsSeconds = (performance.now() - start) / 1000;
  start = performance.now();
  await db.query(
    `INSERT INTO "DeliveryRollup" ("organizationId","date","hour","country","impressions","clicks","installs","spend","charged")
     SELECT "organizationId", "date", "hour", "country", sum("impressions"), sum("clicks"), sum("installs"), sum("spend"), sum("charged")
     FROM "DeliveryCell" GROUP BY 1, 2, 3, 4`,
  );
  const rollupSeconds = (performance.now() - start) / 1000;
  await db.query("VACUUM ANALYZE");
  const sizes = await db.query(
    `SELECT (SELECT count(*) FROM "DeliveryCell") AS cells, (SELECT count(*) FROM "DeliveryRollup") AS rollup,
            pg_size_pretty(pg_total_relation_size('"DeliveryCell"')) AS "cellsSize", pg_size_pretty(pg_total_relation_size('"DeliveryRollup"')) AS "rollupSize"`,
  );
  console.log(
    `storage: ${fmt(STORAGE_ADS)} ads × 50 countries × ${days} days: generated in ${cellsSeconds.toFixed(1)} s (cells) + ${rollupSeconds.toFixed(1)} s (rollup);`,
    sizes.rows[0],
  );

  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const queries: [string, string, unknown[]][] = [
    [
      "organization, 90 days by country, from DeliveryRollup (after)",
      `SELECT "country", sum("impressions") AS impressions, sum("clicks") AS clicks, sum("installs") AS installs, sum("charged") AS spend
       FROM "DeliveryRollup" WHERE "organizationId" = $1 AND "date" BETWEEN $2::date AND $3::date GROUP BY "country" ORDER BY spend DESC`,
      [organizationId, from, to],
    ],
    [
      "organization, 90 days by country, from DeliveryCell (before)",
      `SELECT "country", sum("impressions") AS impressions, sum("clicks") AS clicks, sum("installs") AS installs, sum("charged") AS spend
       FROM "DeliveryCell" WHERE "organizationId" = $1 AND "date" BETWEEN $2::date AND $3::date GROUP BY "country" ORDER BY spend DESC`,
      [organizationId, from, to],
    ],
    [
      "one campaign (100 ads), 90 days by country, from DeliveryCell",
      `SELECT "country", sum("impressions") AS impressions, sum("clicks") AS clicks, sum("installs") AS installs, sum("charged") AS spend
       FROM "DeliveryCell" WHERE "campaignId" = $1 AND "date" BETWEEN $2::date AND $3::date GROUP BY "country" ORDER BY spend DESC`,
      [`c${hex(1, 23)}`, from, to],
    ],
  ];
  const storageRounds = Math.max(3, Math.min(ROUNDS, 7));
  const answers: string[] = [];
  for (const [label, sql, values] of queries) {
    await db.query(sql, values);
    const times: number[] = [];
    let first = "";
    for (let i = 0; i < storageRounds; i++) {
      const t = performance.now();
      const res = await db.query(sql, values);
      times.push(performance.now() - t);
      first = JSON.stringify(res.rows.slice(0, 1));
    }
    answers.push(first);
    console.log(
      `${label.padEnd(62)} median ${median(times).toFixed(1)} ms of ${storageRounds} (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)})`,
    );
    const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, values);
    console.log(plan.rows.map((row) => `    ${row["QUERY PLAN"]}`).join("\n"));
  }
  console.log(`the organization's top country agrees (rollup vs cells): ${answers[0] === answers[1]}`, answers[0]);
  await db.end();
}

try {
  if (PARTS.includes("ingest")) await ingestAndReports();
  // Prisma's migrate engine runs once per process: a second database is deployed by a child of this script.
  if (PARTS.includes("storage") && PARTS.includes("ingest")) {
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]], {
      env: { ...process.env, DATABASE_URL: base, PARTS: "storage" },
      stdio: "inherit",
    });
    if (child.status !== 0) process.exitCode = child.status ?? 1;
  } else if (PARTS.includes("storage")) await storage();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
