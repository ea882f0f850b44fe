#!/usr/bin/env node
// Ledger throughput and history latency through the production server on PostgreSQL, under autocannon:
//  1. POST /balance/charge at 50 connections to ONE organization (every charge waits for the organization's row
//     lock) and then spread over 20 organizations, after which every ledger is checked: balance = sum of charges,
//     each balanceAfter = previous ± amount.
//  2. GET /balance-history on an organization with 200,000 ledger rows: the first page, a type filter, a date
//     window in the middle, and a page 150,000 rows deep through a cursor.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:ledger
// Needs a production build (npm run build) and a local PostgreSQL; makes and drops its own database.
import autocannon from "autocannon";
import pg from "pg";
import { bootstrap as bootstrapUser, scratchDatabase, startServer } from "./lib/harness.mjs";

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = 50;
const PORT = Number(process.env.PORT ?? 3160);
const SEEDED_ROWS = 200_000;

const { env, drop } = await scratchDatabase("adnet_bench");

const bootstrap = (email, organization, reviewer = false) => bootstrapUser(env, email, organization, reviewer);

function cannon(options) {
  return new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

const summary = (label, r) =>
  console.log(
    `${label.padEnd(44)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  non-2xx ${r.non2xx}  errors ${r.errors}`,
  );

async function checkLedgers(db, organizationIds) {
  const { rows } = await db.query(
    `SELECT "organizationId", type, amount, "balanceAfter" FROM "LedgerEntry" WHERE "organizationId" = ANY($1) ORDER BY "organizationId", "createdAt", id`,
    [organizationIds],
  );
  const state = new Map();
  let bad = 0;
  for (const row of rows) {
    const previous = state.get(row.organizationId) ?? 0n;
    const sign = row.type === "CHARGE_TYPE_PAID" || row.type === "CHARGE_TYPE_FREE" ? 1n : -1n;
    const expected = previous + sign * BigInt(row.amount);
    if (BigInt(row.balanceAfter) !== expected) bad++;
    state.set(row.organizationId, BigInt(row.balanceAfter));
  }
  return { rows: rows.length, inconsistent: bad };
}

let app;
const db = new pg.Client({ connectionString: env.DATABASE_URL });
try {
  const reviewer = bootstrap("reviewer@example.com", "Review desk", true);
  const owner = bootstrap("owner@example.com", "Busy Studio");
  const spread = Array.from({ length: 20 }, (_, i) => bootstrap(`owner${i}@example.com`, `Studio ${i}`).organizationId);
  const history = bootstrap("history@example.com", "Big Ledger");

  await db.connect();
  // 200,000 rows a minute apart: PAID 1000, every fourth a USAGE of 500, balanceAfter a running sum.
  await db.query(
    `INSERT INTO "LedgerEntry" (id, "organizationId", type, amount, "balanceAfter", description, "createdAt")
     SELECT lpad(to_hex(extract(epoch FROM ts)::bigint), 8, '0') || lpad(to_hex(i), 16, '0'), $1,
            CASE WHEN i % 4 = 3 THEN 'CHARGE_TYPE_USAGE' ELSE 'CHARGE_TYPE_PAID' END,
            CASE WHEN i % 4 = 3 THEN 500 ELSE 1000 END,
            sum(CASE WHEN i % 4 = 3 THEN -500 ELSE 1000 END) OVER (ORDER BY i), 'seeded', ts
     FROM (SELECT i, now() - make_interval(mins => $2 - i) AS ts FROM generate_series(1, $2) AS i) AS s`,
    [history.organizationId, SEEDED_ROWS],
  );
  await db.query(`ANALYZE "LedgerEntry"`);

  app = await startServer(env, PORT);
  const origin = `http://127.0.0.1:${PORT}`;
  const auth = { authorization: `Bearer ${reviewer.apiKey}`, "content-type": "application/json" };
  const chargeBody = JSON.stringify({ type: "CHARGE_TYPE_PAID", amount: 1, description: "bench" });

  console.log(
    `PostgreSQL, ${CONNECTIONS} connections, ${DURATION} s each, production server, DATABASE_POOL_SIZE ${process.env.DATABASE_POOL_SIZE ?? 10}`,
  );
  summary(
    "POST /balance/charge, one organization",
    await cannon({
      url: `${origin}/api/core/organization/${owner.organizationId}/balance/charge`,
      method: "POST",
      headers: auth,
      body: chargeBody,
    }),
  );
  let n = 0;
  summary(
    "POST /balance/charge, 20 organizations",
    await cannon({
      url: origin,
      requests: [
        {
          method: "POST",
          headers: auth,
          body: chargeBody,
          setupRequest: (req) => ({ ...req, path: `/api/core/organization/${spread[n++ % spread.length]}/balance/charge` }),
        },
      ],
    }),
  );
  const checked = await checkLedgers(db, [owner.organizationId, ...spread]);
  console.log(`ledger check after the charges: ${checked.rows} rows, ${checked.inconsistent} inconsistent balanceAfter values`);

  const historyPath = `${origin}/api/core/organization/${history.organizationId}/balance-history`;
  const read = { authorization: `Bearer ${reviewer.apiKey}` };
  const deep = await db.query(
    `SELECT id, "createdAt" FROM "LedgerEntry" WHERE "organizationId" = $1 ORDER BY "createdAt" DESC, id DESC OFFSET 150000 LIMIT 1`,
    [history.organizationId],
  );
  const cursor = Buffer.from(`${deep.rows[0].createdAt.getTime()}.${deep.rows[0].id}`).toString("base64url");
  const middle = new Date(Date.now() - 100_000 * 60_000);
  const windowQuery = `from=${new Date(middle.getTime() - 3 * 86_400_000).toISOString()}&to=${middle.toISOString()}`;
  for (const [label, query] of [
    ["GET /balance-history, first page of 50", "limit=50"],
    ["GET /balance-history, type=USAGE, 200", "limit=200&type=CHARGE_TYPE_USAGE"],
    ["GET /balance-history, 3-day window, 200", `limit=200&${windowQuery}`],
    ["GET /balance-history, cursor 150,000 deep", `limit=50&cursor=${cursor}`],
  ]) {
    summary(label, await cannon({ url: `${historyPath}?${query}`, headers: read }));
  }
} finally {
  app?.kill("SIGTERM");
  await new Promise((resolve) => (app ? app.on("exit", resolve) : resolve()));
  await db.end().catch(() => {});
  await drop();
}
