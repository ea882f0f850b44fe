// The postback receiver on PostgreSQL, in-process through its route handler (GET /api/core/postbacks/appsflyer/{token}):
//  1. Throughput: TOTAL AppsFlyer install postbacks (each its own click id, naming an ad of the app: ATTRIBUTED, so
//     each writes its Postback row and its rollup count in one transaction) sent by CONCURRENCY senders, against a
//     bare `pg` insert-or-ignore (INSERT … ON CONFLICT DO NOTHING) of the same rows into Postback for a mirror app,
//     from a pool of the same size, alternating in ROUNDS rounds: postbacks per second of each and their ratio
//     (target ≥ 0.5).
//     With BID=CPI (the default) the campaign is BID_TYPE_CPI, so each install is also charged in its postback's
//     transaction (budget, ledger row); the bare twin then does the same work in one transaction of its own: lock
//     the organization and the campaign, insert-or-ignore the row, take the bid off budgetRemain and append the
//     ledger row. BID=CPM measures the store-only receiver against the plain insert-or-ignore.
//  2. Latency at a steady RATE (default 500 postbacks/s) for SECONDS seconds, sent open-loop (one every 1/RATE s,
//     whatever the answers do): p50, p99 and max, and the rate achieved.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres LOG_LEVEL=warn npm run bench:postbacks
// Makes and drops its own database on DATABASE_URL's server.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { NextRequest } from "next/server";

const base = process.env.DATABASE_URL;
if (!base) throw new Error("Set DATABASE_URL to a local PostgreSQL server");
const TOTAL = Number(process.env.TOTAL ?? 20_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const RATE = Number(process.env.RATE ?? 500);
const SECONDS = Number(process.env.SECONDS ?? 10);
// Installs spread over this many install hours (rollup rows); 1 puts every count on one row, the hottest case.
const SPREAD = Number(process.env.SPREAD ?? 1);
const CPI = (process.env.BID ?? "CPI") === "CPI";

const fmt = (n: number) => Math.round(n).toLocaleString("en");
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

const admin = new pg.Client({ connectionString: base });
await admin.connect();
const name = `adnet_bench_pb_${randomBytes(3).toString("hex")}`;
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
process.env.AUTH_SECRET = "bench";
process.env.POSTBACK_RATE_LIMIT_REQUESTS = "100000000";
process.env.DATABASE_POOL_SIZE ??= String(CONCURRENCY);
const pool = new pg.Pool({ connectionString: url.toString(), max: CONCURRENCY });
pool.on("error", () => {});

try {
  const { deploy } = await import("@/scripts/db.mjs");
  await deploy({ quiet: true });
  const { prisma } = await import("@/lib/db/client");
  const { apiKeyPrefix, generateApiKey, hashApiKey } = await import("@/lib/auth/api-key");
  const { newObjectId } = await import("@/lib/new-object-id");
  const route = await import("@/app/api/core/postbacks/[partner]/[token]/route");

  const organizationId = newObjectId();
  await prisma.organization.create({ data: { id: organizationId, name: "Bench Studio" } });
  const apps = [newObjectId(), newObjectId()];
  for (const id of apps) {
    await prisma.app.create({
      data: { id, organizationId, name: `Bench ${id.slice(-4)}`, platforms: ["APP_PLATFORM_ANDROID"], sdkKey: `sdk_${id}` },
    });
    await prisma.attributionSetting.create({
      data: {
        appId: id,
        platform: "APP_PLATFORM_ANDROID",
        organizationId,
        partner: "APPSFLYER",
        partnerAppId: "com.bench.game",
        conversionEvents: [],
        revenueEvents: ["af_purchase"],
      },
    });
  }
  const token = generateApiKey("opt");
  const tokenRow = await prisma.postbackToken.create({
    data: { id: newObjectId(), appId: apps[0], organizationId, hash: hashApiKey(token), prefix: apiKeyPrefix(token), ipWhitelist: [] },
  });
  const campaignId = newObjectId();
  const adId = newObjectId();
  // CPI: a budget and a balance no run can spend (1,000 KRW an install), the same for the bare twin's campaign.
  const budget = CPI ? 10n ** 12n : 1n;
  const bid = CPI ? { bidType: "BID_TYPE_CPI", bidAmount: 1000n } : {};
  await prisma.campaign.create({
    data: {
      id: campaignId,
      organizationId,
      name: "Bench",
      status: "CAMPAIGN_STATUS_ACTIVE",
      startAt: new Date(),
      budget,
      budgetRemain: budget,
      promotedAppIds: [apps[0]],
      ...bid,
    },
  });
  const mirrorOrganizationId = newObjectId();
  const mirrorCampaignId = newObjectId();
  await prisma.organization.create({ data: { id: mirrorOrganizationId, name: "Bench Mirror" } });
  await prisma.campaign.create({
    data: {
      id: mirrorCampaignId,
      organizationId: mirrorOrganizationId,
      name: "Bench mirror",
      status: "CAMPAIGN_STATUS_ACTIVE",
      startAt: new Date(),
      budget,
      budgetRemain: budget,
      ...bid,
    },
  });
  for (const id of [organizationId, mirrorOrganizationId]) {
    await prisma.ledgerEntry.create({
      data: {
        id: newObjectId(),
        organizationId: id,
        type: "CHARGE_TYPE_PAID",
        amount: 10n ** 11n,
        balanceAfter: 10n ** 11n,
        createdAt: new Date(Date.now() - 60_000),
      },
    });
  }
  await prisma.ad.create({
    data: {
      id: adId,
      campaignId,
      position: 0,
      name: "Bench ad",
      productType: "AD_PRODUCT_TYPE_INTRINSIC",
      promotedAppId: apps[0],
      reviewStatus: "APPROVED",
    },
  });

  const installAt = Math.floor(Date.now() / 1000) - 3600;
  const queryOf = (n: number) =>
    new URLSearchParams({
      clickid: `clk-${n}`,
      af_c_id: campaignId,
      af_adset_id: adId,
      af_siteid: "pub-1",
      advertising_id: "38400000-8cf0-11bd-b23e-10b96e40000d",
      country: "KR",
      install_time: String(installAt - (n % SPREAD) * 3600),
    }).toString();

  /** One postback through the route handler; its latency in ms. */
  async function viaRoute(n: number): Promise<number> {
    const started = performance.now();
    const req = new NextRequest(`http://127.0.0.1:3000/api/core/postbacks/appsflyer/${token}?${queryOf(n)}`, { method: "GET" });
    const res = await route.GET(req, { params: Promise.resolve({ partner: "appsflyer", token }) });
    if (res.status !== 200) throw new Error(`postback ${n}: ${res.status} ${await res.text()}`);
    await res.text();
    return performance.now() - started;
  }

  /**
   * CPI: the same install charged with bare `pg` for the mirror organization, in one transaction of its own: the
   * organization's and the campaign's row locks, the row inserted-or-ignored, the bid off budgetRemain, one ledger row.
   */
  async function bareCharged(n: number): Promise<number> {
    const started = performance.now();
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query(`SELECT "id" FROM "Organization" WHERE "id" = $1 FOR NO KEY UPDATE`, [mirrorOrganizationId]);
      const {
        rows: [campaign],
      } = await client.query(
        `SELECT c."budgetRemain", c."bidAmount" AS "bid",
           (SELECT l."balanceAfter" FROM "LedgerEntry" l WHERE l."organizationId" = c."organizationId" ORDER BY l."createdAt" DESC, l."id" DESC LIMIT 1) AS "balance",
           (SELECT l."createdAt" FROM "LedgerEntry" l WHERE l."organizationId" = c."organizationId" ORDER BY l."createdAt" DESC, l."id" DESC LIMIT 1) AS "at"
         FROM "Campaign" c WHERE c."id" = $1 FOR NO KEY UPDATE OF c`,
        [mirrorCampaignId],
      );
      const id = newObjectId();
      const stored = await client.query(
        `INSERT INTO "Postback" ("id", "organizationId", "appId", "tokenId", "partner", "dedupeKey", "method", "rawQuery", "sourceIp",
           "outcome", "kind", "clickId", "campaignId", "adId", "country", "platform", "installAt", "eventAt", "chargeOutcome", "chargedAmount", "receivedAt")
         VALUES ($1, $2, $3, $4, 'APPSFLYER', $5, 'GET', $6, '127.0.0.1', 'ATTRIBUTED', 'INSTALL', $7, $8, $9, 'KR', 'APP_PLATFORM_ANDROID',
           to_timestamp($10), to_timestamp($10), 'CHARGED', $11, now())
         ON CONFLICT ("appId", "dedupeKey") DO NOTHING RETURNING "id"`,
        [
          id,
          organizationId,
          apps[1],
          tokenRow.id,
          `clk-${n}|INSTALL||x`,
          queryOf(n),
          `clk-${n}`,
          mirrorCampaignId,
          adId,
          installAt,
          campaign.bid,
        ],
      );
      if (stored.rowCount === 1) {
        await client.query(`UPDATE "Campaign" SET "budgetRemain" = "budgetRemain" - $2 WHERE "id" = $1`, [mirrorCampaignId, campaign.bid]);
        await client.query(
          `INSERT INTO "LedgerEntry" ("id", "organizationId", "type", "amount", "balanceAfter", "description", "createdAt")
           VALUES ($1, $2, 'CHARGE_TYPE_USAGE', $3, $4::bigint - $3::bigint, $5, greatest(now(), $6::timestamptz + interval '1 millisecond'))`,
          [
            newObjectId(),
            mirrorOrganizationId,
            campaign.bid,
            campaign.balance,
            `Install for campaign ${mirrorCampaignId}, postback ${id}`,
            campaign.at,
          ],
        );
      }
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    } finally {
      client.release();
    }
    return performance.now() - started;
  }

  /** The same row inserted-or-ignored with bare `pg` for the mirror app: the floor. */
  async function bare(n: number): Promise<number> {
    if (CPI) return bareCharged(n);
    const started = performance.now();
    await pool.query(
      `INSERT INTO "Postback" ("id", "organizationId", "appId", "tokenId", "partner", "dedupeKey", "method", "rawQuery", "sourceIp",
         "outcome", "kind", "clickId", "campaignId", "adId", "country", "platform", "installAt", "eventAt", "receivedAt")
       VALUES ($1, $2, $3, $4, 'APPSFLYER', $5, 'GET', $6, '127.0.0.1', 'ATTRIBUTED', 'INSTALL', $7, $8, $9, 'KR', 'APP_PLATFORM_ANDROID',
         to_timestamp($10), to_timestamp($10), now())
       ON CONFLICT ("appId", "dedupeKey") DO NOTHING`,
      [newObjectId(), organizationId, apps[1], tokenRow.id, `clk-${n}|INSTALL||x`, queryOf(n), `clk-${n}`, campaignId, adId, installAt],
    );
    return performance.now() - started;
  }

  /** `count` items from `start`, by CONCURRENCY workers; elapsed ms. */
  async function closedLoop(start: number, count: number, send: (n: number) => Promise<number>) {
    let next = start;
    const began = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < start + count) await send(next++);
      }),
    );
    return performance.now() - began;
  }

  // Warm both paths (module loading, connection pools, plans) before measuring.
  await closedLoop(TOTAL * 10, 200, viaRoute);
  await closedLoop(TOTAL * 10, 200, bare);

  let routeMs = 0;
  let bareMs = 0;
  const per = Math.floor(TOTAL / ROUNDS);
  for (let r = 0; r < ROUNDS; r++) {
    routeMs += await closedLoop(r * per, per, viaRoute);
    bareMs += await closedLoop(r * per, per, bare);
  }
  const routeRate = (per * ROUNDS) / (routeMs / 1000);
  const bareRate = (per * ROUNDS) / (bareMs / 1000);
  console.log(
    `throughput, ${fmt(per * ROUNDS)} postbacks each, ${CONCURRENCY} senders, ${ROUNDS} alternating rounds, installs over ${SPREAD} rollup row(s):`,
  );
  console.log(`  route  ${fmt(routeRate)} postbacks/s`);
  console.log(
    CPI
      ? `  bare   ${fmt(bareRate)} charged rows/s (pg, one transaction: lock organization and campaign, INSERT … ON CONFLICT DO NOTHING, budget, ledger row)`
      : `  bare   ${fmt(bareRate)} rows/s (pg INSERT … ON CONFLICT DO NOTHING)`,
  );
  console.log(`  ratio  ${(routeRate / bareRate).toFixed(2)} (target ≥ 0.5)`);

  // Open loop at RATE/s: each postback leaves on its schedule, whatever the earlier ones are doing.
  const latencies: number[] = [];
  const count = RATE * SECONDS;
  const began = performance.now();
  const sends: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const due = began + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    sends.push(viaRoute(TOTAL * 20 + i).then((ms) => void latencies.push(ms)));
  }
  await Promise.all(sends);
  const elapsed = (performance.now() - began) / 1000;
  console.log(`latency at ${RATE} postbacks/s for ${SECONDS} s (open loop; ${fmt(count / elapsed)}/s achieved):`);
  console.log(
    `  p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
  );

  const stored = await pool.query(`SELECT count(*)::int AS n FROM "Postback" WHERE "appId" = $1`, [apps[0]]);
  const counted = await pool.query(`SELECT sum("installs")::int AS n FROM "AttributionRollup" WHERE "organizationId" = $1`, [
    organizationId,
  ]);
  console.log(`check: ${fmt(stored.rows[0].n)} postbacks stored through the route, ${fmt(counted.rows[0].n)} installs counted`);
  if (stored.rows[0].n !== counted.rows[0].n) throw new Error("stored and counted postbacks differ");
  if (CPI) {
    const charged = await pool.query(
      `SELECT count(*)::int AS n, (SELECT count(*)::int FROM "LedgerEntry" WHERE "organizationId" = $1 AND "type" = 'CHARGE_TYPE_USAGE') AS ledger
       FROM "Postback" WHERE "appId" = $2 AND "chargeOutcome" = 'CHARGED'`,
      [organizationId, apps[0]],
    );
    console.log(`check: ${fmt(charged.rows[0].n)} installs charged, ${fmt(charged.rows[0].ledger)} ledger rows`);
    if (charged.rows[0].n !== stored.rows[0].n || charged.rows[0].ledger !== stored.rows[0].n)
      throw new Error("an install not charged once");
  }
  await prisma.$disconnect();
} finally {
  await pool.end();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
