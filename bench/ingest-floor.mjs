#!/usr/bin/env node
// The fair floor of delivery ingest on PostgreSQL: bare `pg`, no framework, no authentication, one transaction per
// report doing what POST /api/core/delivery must do for one ad's day: lock the organization's row and the campaign's,
// read the stored day and the balance, upsert the day, lower the campaign's budget left, append the USAGE ledger row,
// rewrite the campaign's feed budget row and log its BUDGET change. CLIENTS connections (default 6) for DURATION
// seconds, first all on one organization, then each on the organizations in turn (ORGS, default 8): requests per
// second and p50/p99 of each, and their ratio. bench:mixed's ingest compares with these figures.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:ingest-floor
// Makes and drops its own database; the schema is the project's (applied by `npm run db:deploy` on it).
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { root, scratchDatabase } from "./lib/harness.mjs";
import { objectId } from "./lib/measure.mjs";

const ORGS = Number(process.env.ORGS ?? 8);
const CLIENTS = Number(process.env.CLIENTS ?? 6);
const DURATION = Number(process.env.DURATION ?? 15);
const today = new Date().toISOString().slice(0, 10);
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

const { env, drop } = await scratchDatabase("adnet_bench_floor");
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: CLIENTS });
// The database is dropped WITH (FORCE) at the end: a connection it closes is no error of the run.
pool.on("error", () => {});
try {
  const deployed = spawnSync(process.execPath, ["scripts/db.mjs", "deploy"], { cwd: root, env, encoding: "utf8" });
  if (deployed.status !== 0) throw new Error(deployed.stderr);
  const at = Math.floor(Date.now() / 1000);
  const orgs = [];
  for (let o = 0; o < ORGS; o++) {
    const id = objectId(at);
    await pool.query(`INSERT INTO "Organization" ("id", "name", "updatedAt") VALUES ($1, $2, now())`, [id, `Floor ${o}`]);
    await pool.query(
      `INSERT INTO "LedgerEntry" ("id", "organizationId", "type", "amount", "balanceAfter") VALUES ($1, $2, 'CHARGE_TYPE_PAID', $3, $3)`,
      [objectId(at), id, 1_000_000_000_000],
    );
    const campaigns = [];
    for (let c = 0; c < CLIENTS; c++) {
      const campaignId = objectId(at);
      const adId = objectId(at);
      await pool.query(
        `INSERT INTO "Campaign" ("id", "organizationId", "kind", "name", "status", "startAt", "budget", "budgetRemain", "platforms", "devices",
           "tags", "locations", "languages", "inventoryTargets", "btags", "promotedAppIds", "createdAt", "updatedAt")
         VALUES ($1, $2, 'REGULAR', $3, 'CAMPAIGN_STATUS_ACTIVE', '2026-01-01', $4, $4, '{APP_PLATFORM_ANDROID}', '{}', '{}', '{KR}', '{ko}', '{}', '{}', '{}', now(), now())`,
        [campaignId, id, `Floor ${o}/${c}`, 100_000_000_000],
      );
      await pool.query(
        `INSERT INTO "Ad" ("id", "campaignId", "position", "name", "categories", "cpm", "productType", "status", "reviewStatus", "createdAt", "updatedAt")
         VALUES ($1, $2, 0, 'Ad', '{puzzle}', 3000, 'AD_PRODUCT_TYPE_INTRINSIC', 'AD_STATUS_ACTIVE', 'APPROVED', now(), now())`,
        [adId, campaignId],
      );
      campaigns.push({ id: campaignId, adId, spend: 0 });
    }
    orgs.push({ id, campaigns });
  }

  /** One report of 1,000 KRW more spend for `campaign` of `org`, as the route writes it, in one transaction. */
  async function report(org, campaign) {
    campaign.spend += 1000;
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query(`SELECT "id" FROM "Organization" WHERE "id" = $1 FOR NO KEY UPDATE`, [org.id]);
      const [{ budgetRemain }] = (
        await client.query(`SELECT "budgetRemain" FROM "Campaign" WHERE "id" = $1 FOR NO KEY UPDATE`, [campaign.id])
      ).rows;
      const before = (await client.query(`SELECT "spend" FROM "DeliveryDay" WHERE "adId" = $1 AND "date" = $2`, [campaign.adId, today]))
        .rows[0];
      const [{ balanceAfter }] = (
        await client.query(
          `SELECT "balanceAfter" FROM "LedgerEntry" WHERE "organizationId" = $1 ORDER BY "createdAt" DESC, "id" DESC LIMIT 1`,
          [org.id],
        )
      ).rows;
      const charge = campaign.spend - Number(before?.spend ?? 0);
      await client.query(
        `INSERT INTO "DeliveryDay" ("adId", "date", "campaignId", "organizationId", "impressions", "spend", "charged")
         VALUES ($1, $2, $3, $4, $5, $5, $5)
         ON CONFLICT ("adId", "date") DO UPDATE SET "impressions" = EXCLUDED."impressions", "spend" = EXCLUDED."spend",
           "charged" = "DeliveryDay"."charged" + $6, "updatedAt" = now()`,
        [campaign.adId, today, campaign.id, org.id, campaign.spend, charge],
      );
      const remain = BigInt(budgetRemain) - BigInt(charge);
      await client.query(`UPDATE "Campaign" SET "budgetRemain" = $2 WHERE "id" = $1`, [campaign.id, remain]);
      await client.query(
        `INSERT INTO "LedgerEntry" ("id", "organizationId", "type", "amount", "balanceAfter", "createdAt")
         VALUES ($1, $2, 'CHARGE_TYPE_USAGE', $3, $4, clock_timestamp())`,
        [objectId(Math.floor(Date.now() / 1000)), org.id, charge, BigInt(balanceAfter) - BigInt(charge)],
      );
      await client.query(
        `INSERT INTO "ServingBudget" ("campaignId", "budgetRemain", "updatedAt") VALUES ($1, $2, now())
         ON CONFLICT ("campaignId") DO UPDATE SET "budgetRemain" = EXCLUDED."budgetRemain", "updatedAt" = now()`,
        [campaign.id, remain],
      );
      await client.query(
        `INSERT INTO "ServingChange" ("campaignId", "kind", "reasons", "item") VALUES ($1, 'BUDGET', '{}', jsonb_build_object('budgetRemain', $2::bigint))`,
        [campaign.id, remain],
      );
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    } finally {
      client.release();
    }
  }

  async function phase(pick) {
    const until = performance.now() + DURATION * 1000;
    const times = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        for (let i = 0; performance.now() < until; i++) {
          const started = performance.now();
          await report(...pick(c, i));
          times.push(performance.now() - started);
        }
      }),
    );
    return { rps: times.length / DURATION, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
  }
  const fmt = (m) => `${m.rps.toFixed(1).padStart(7)} req/s  p50 ${m.p50.toFixed(1)} ms  p99 ${m.p99.toFixed(1)} ms`;
  const one = await phase((c) => [orgs[0], orgs[0].campaigns[c]]);
  console.log(`one organization   ${fmt(one)}`);
  const all = await phase((c, i) => {
    const org = orgs[(c + i) % orgs.length];
    return [org, org.campaigns[c]];
  });
  console.log(`${ORGS} organizations  ${fmt(all)}`);
  console.log(`${ORGS} organizations / one: ${(all.rps / one.rps).toFixed(2)}; ${CLIENTS} clients, ${DURATION} s each`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await pool.end();
  await drop();
}
