// The serving feed at scale, on PostgreSQL: 100,000 campaigns (300,000 ads) of 1,000 organizations, all serving.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres LOG_LEVEL=warn npm run bench:serving   (makes and drops its own database)
// Reports (1) a full sync through GET /api/core/serving/ads (the route's own handler, in process: authentication
// with the integration key, the wrapper, JSON out and back in) against a bare `pg` read of the same rows in the same
// pages, side by side in alternating rounds; (2) after 1,000 changes (ads paused), an incremental sync through GET
// /api/core/serving/changes from the cursor taken before them, with the plan of its query. CAMPAIGNS overrides the size.
import { randomBytes } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { NextRequest } from "next/server";
import pg from "pg";
import { installPrismaClient } from "@/lib/db/client";
import { PrismaClient } from "@/lib/db/generated/client";
import { transaction } from "@/lib/db/transaction";
import { migrationSql } from "@/lib/test/migration-sql";
import { generateApiKey, hashApiKey } from "@/lib/auth/api-key";
import { handlerOf } from "@/lib/http/operation";
import { listServingAds, listServingChanges } from "@/lib/operations/serving";
import { syncServing } from "@/lib/serving/sync-serving";

const CAMPAIGNS = Number(process.env.CAMPAIGNS ?? 100_000);
const ORGANIZATIONS = Math.max(1, Math.round(CAMPAIGNS / 100));
const PAGE = 5_000;
const ROUNDS = 3;
const base = process.env.DATABASE_URL;
if (!base?.startsWith("postgres")) throw new Error("Set DATABASE_URL to a PostgreSQL server (the bench makes and drops its own database).");

process.env.AUTH_SECRET ??= "bench";
process.env.SETTLEMENT_ENCRYPTION_KEYS ??= `bench:${randomBytes(32).toString("base64")}`;

const name = `adnet_bench_${randomBytes(3).toString("hex")}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const bare = new pg.Pool({ connectionString: url.toString(), max: 4 });
const prismaPool = new pg.Pool({ connectionString: url.toString(), max: 10 });
// DROP DATABASE … WITH (FORCE) ends the pools' idle connections: that is expected, not an error to throw.
for (const pool of [bare, prismaPool]) pool.on("error", () => {});
const client = new PrismaClient({ adapter: new PrismaPg(prismaPool) });

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  for (const sql of migrationSql()) await bare.query(sql);
  process.env.DATABASE_URL = url.toString();
  installPrismaClient(client, { kind: "postgres", url: url.toString() });

  let started = performance.now();
  // Ids: 24 hex characters, distinct per table by their first byte.
  const id = (prefix: string, expr: string) => `'${prefix}' || lpad(to_hex(${expr}), 22, '0')`;
  await bare.query(`INSERT INTO "Organization" ("id", "name", "enabledFeatures", "updatedAt")
    SELECT ${id("a0", "g")}, 'Org ' || g, '{}', now() FROM generate_series(1, ${ORGANIZATIONS}) g`);
  await bare.query(`INSERT INTO "LedgerEntry" ("id", "organizationId", "type", "amount", "balanceAfter")
    SELECT ${id("a1", "g")}, ${id("a0", "g")}, 'CHARGE_TYPE_PAID', 1000000000, 1000000000 FROM generate_series(1, ${ORGANIZATIONS}) g`);
  await bare.query(`INSERT INTO "Campaign" ("id", "organizationId", "name", "status", "startAt", "endAt", "budget", "budgetRemain",
      "platforms", "devices", "tags", "locations", "languages", "inventoryTargets", "btags", "promotedAppIds", "createdAt", "updatedAt")
    SELECT ${id("b0", "g")}, ${id("a0", `1 + g % ${ORGANIZATIONS}`)}, 'Campaign ' || g, 'CAMPAIGN_STATUS_ACTIVE',
      now() - interval '30 days', now() + interval '300 days', 50000000, 40000000,
      '{APP_PLATFORM_ANDROID}', '{DEVICE_TYPE_MOBILE_TABLET}', '{}', '{KR,JP}', '{ko}', '{}', '{rpg}', '{}', now() - interval '30 days', now()
    FROM generate_series(1, ${CAMPAIGNS}) g`);
  await bare.query(`INSERT INTO "Ad" ("id", "campaignId", "position", "name", "categories", "cpm", "productType", "destinationUrl", "reviewStatus")
    SELECT ${id("c0", "g * 3 + p")}, ${id("b0", "g")}, p, 'Ad ' || g || '-' || p, '{puzzle}', 3000, 'AD_PRODUCT_TYPE_INTRINSIC',
      'https://play.google.com/store/apps/details?id=com.example.game' || g, 'APPROVED'
    FROM generate_series(1, ${CAMPAIGNS}) g, generate_series(0, 2) p`);
  await bare.query(`INSERT INTO "Creative" ("id", "adId", "position", "kind", "url", "width", "height", "mime")
    SELECT ${id("d0", "g * 3 + p")}, ${id("c0", "g * 3 + p")}, 0, 'IMAGE', 'https://cdn.example.com/ads/' || g || '-' || p || '.png',
      320, 480, 'image/png'
    FROM generate_series(1, ${CAMPAIGNS}) g, generate_series(0, 2) p`);
  await bare.query("ANALYZE");
  console.log(
    `Seeded ${CAMPAIGNS.toLocaleString("en")} campaigns, ${(CAMPAIGNS * 3).toLocaleString("en")} ads in ${seconds(performance.now() - started)} s`,
  );

  // The feed's rows, made by the same code every change runs (in batches, as an organization's top-up would).
  started = performance.now();
  const ids = (await bare.query<{ id: string }>(`SELECT "id" FROM "Campaign" ORDER BY "id"`)).rows.map((row) => row.id);
  for (let i = 0; i < ids.length; i += 2_000) {
    await transaction((tx) => syncServing(tx, { campaignIds: ids.slice(i, i + 2_000) }), { timeout: 600_000, maxWait: 60_000 });
  }
  await bare.query(`ANALYZE "ServingAd"; ANALYZE "ServingBudget"; ANALYZE "ServingChange"`);
  const servable = Number((await bare.query(`SELECT count(*) FROM "ServingAd" WHERE "servable"`)).rows[0].count);
  console.log(
    `Built the feed (${servable.toLocaleString("en")} servable ads) through syncServing in ${seconds(performance.now() - started)} s`,
  );

  const apiKey = generateApiKey("oik");
  await bare.query(`INSERT INTO "IntegrationKey" ("id", "name", "hash", "prefix", "ipWhitelist") VALUES ($1, 'bench', $2, $3, '{}')`, [
    "e0" + "0".repeat(22),
    hashApiKey(apiKey),
    apiKey.slice(0, 10),
  ]);
  const call = async (handler: ReturnType<typeof handlerOf>, path: string) => {
    const req = new NextRequest(new URL(path, "http://localhost:3000"), {
      headers: { authorization: `Bearer ${apiKey}`, host: "localhost:3000" },
    });
    const res = await handler(req);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  const feedSync = async () => {
    let rows = 0;
    let cursor: string | null = null;
    do {
      const page = await call(
        handlerOf(listServingAds),
        `/api/core/serving/ads?limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      rows += page.items.length;
      cursor = page.nextCursor;
    } while (cursor);
    return rows;
  };
  const bareSync = async () => {
    let rows = 0;
    let after = "";
    for (;;) {
      const page = await bare.query(
        `SELECT "adId", "item" FROM "ServingAd" WHERE "servable" AND "adId" > $1 ORDER BY "adId" LIMIT ${PAGE}`,
        [after],
      );
      rows += page.rows.length;
      if (page.rows.length < PAGE) return rows;
      after = page.rows[page.rows.length - 1].adId;
    }
  };
  await feedSync(); // warm-up: caches, JIT, the key
  const times = { feed: [] as number[], bare: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [which, sync] of [
      ["feed", feedSync],
      ["bare", bareSync],
    ] as const) {
      const t0 = performance.now();
      const rows = await sync();
      if (rows !== servable) throw new Error(`${which} read ${rows} rows, expected ${servable}`);
      times[which].push(performance.now() - t0);
    }
  }
  const feed = median(times.feed);
  const bareTime = median(times.bare);
  console.log(`\nFull sync of ${servable.toLocaleString("en")} ads, pages of ${PAGE}, median of ${ROUNDS} alternating rounds:`);
  console.log(`  GET serving/ads   ${seconds(feed)} s   ${Math.round(servable / (feed / 1000)).toLocaleString("en")} rows/s`);
  console.log(`  bare pg           ${seconds(bareTime)} s   ${Math.round(servable / (bareTime / 1000)).toLocaleString("en")} rows/s`);
  console.log(`  feed / bare (rows per second): ${(bareTime / feed).toFixed(2)} (target >= 0.5)`);

  // 1,000 changes: 1,000 ads of 1,000 campaigns paused, each change in its own transaction as the route would.
  const cursor = (await call(handlerOf(listServingAds), "/api/core/serving/ads?limit=1")).changesCursor as string;
  const paused = (
    await bare.query<{ id: string; campaignId: string }>(
      `SELECT "id", "campaignId" FROM "Ad" WHERE "position" = 0 ORDER BY "id" LIMIT 1000`,
    )
  ).rows;
  started = performance.now();
  for (const ad of paused) {
    await transaction(async (tx) => {
      await tx.ad.update({ where: { id: ad.id }, data: { status: "AD_STATUS_PAUSED" } });
      await syncServing(tx, { campaignIds: [ad.campaignId] });
    });
  }
  console.log(`\n1,000 changes (an ad paused each, with its sync) in ${seconds(performance.now() - started)} s`);
  const incremental: number[] = [];
  let read = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = performance.now();
    let after = cursor;
    read = 0;
    for (;;) {
      const page = await call(handlerOf(listServingChanges), `/api/core/serving/changes?after=${after}&limit=${PAGE}`);
      read += page.items.length;
      after = page.nextCursor;
      if (page.items.length < PAGE) break;
    }
    incremental.push(performance.now() - t0);
  }
  console.log(
    `Incremental sync from the cursor before them: ${read.toLocaleString("en")} changes in ${median(incremental).toFixed(1)} ms (median of ${ROUNDS})`,
  );
  const plan = await bare.query(
    `EXPLAIN (ANALYZE, BUFFERS) SELECT "seq", "adId", "campaignId", "kind", "reasons", "item", "createdAt" FROM "ServingChange" WHERE "seq" > $1 ORDER BY "seq" LIMIT ${PAGE}`,
    [cursor],
  );
  console.log("Its query's plan:");
  for (const row of plan.rows) console.log(`  ${row["QUERY PLAN"]}`);
} finally {
  await client.$disconnect().catch(() => {});
  await prismaPool.end().catch(() => {});
  await bare.end().catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  await admin.end();
}
