#!/usr/bin/env node
// The batch API against single requests, on PostgreSQL through the production server: with COUNT campaigns in one
// organization (ACTIVE, one ad and one creative each), the time of COUNT budget changes sent as COUNT PATCH
// campaign requests one after another, against the same changes sent as one atomic POST batch. Each round sets
// new budgets (every change is real); the two alternate over ROUNDS rounds after a warm-up of WARMUP changes each,
// and the medians and their ratio (batch / singles) are printed.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:batch
// Needs a production build (npm run build) and a local PostgreSQL; makes and drops its own database.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { bootstrap, scratchDatabase, startServer } from "./lib/harness.mjs";
import { insertActiveCampaigns, median, rowInserter } from "./lib/measure.mjs";

const COUNT = Number(process.env.COUNT ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const WARMUP = Number(process.env.WARMUP ?? 50);
const PORT = Number(process.env.PORT ?? 3143);

const { env, drop } = await scratchDatabase("adnet_bench_batch");

let server;
try {
  const owner = bootstrap(env, "owner@bench.example", "Bench Games", false);
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const insert = rowInserter(db);
  const ids = await insertActiveCampaigns(insert, { organizationId: owner.organizationId, count: COUNT });
  await db.query("ANALYZE");
  await db.end();

  server = await startServer(env, PORT);
  const organization = `http://127.0.0.1:${PORT}/api/core/organization/${owner.organizationId}`;
  const headers = { authorization: `Bearer ${owner.apiKey}`, "content-type": "application/json" };
  const budgetOf = (round, i) => 1_000_000 + round * 10_000 + i;

  async function singles(round, count = COUNT) {
    const t0 = performance.now();
    for (const [i, id] of ids.slice(0, count).entries()) {
      const res = await fetch(`${organization}/campaign/${id}`, {
        method: "PATCH",
        headers,
        body: JSON.stringify({ budget: budgetOf(round, i) }),
      });
      if (res.status !== 200) throw new Error(`PATCH campaign: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
    return performance.now() - t0;
  }

  async function batch(round, count = COUNT) {
    const operations = ids
      .slice(0, count)
      .map((campaignId, i) => ({ op: "updateCampaign", params: { campaignId }, body: { budget: budgetOf(round, i) } }));
    const t0 = performance.now();
    const res = await fetch(`${organization}/batch`, { method: "POST", headers, body: JSON.stringify({ atomic: true, operations }) });
    const answer = await res.json();
    const ms = performance.now() - t0;
    if (res.status !== 200 || answer.succeeded !== count) throw new Error(`batch: ${res.status} ${JSON.stringify(answer).slice(0, 500)}`);
    return ms;
  }

  const times = { singles: [], batch: [] };
  let round = 0;
  // A warm-up of each (compiled routes, the authentication cache, PostgreSQL's caches), not counted.
  await singles(round++, WARMUP);
  await batch(round++, WARMUP);
  for (let r = 0; r < ROUNDS; r++) {
    times.singles.push(await singles(round++));
    times.batch.push(await batch(round++));
    console.log(`round ${r + 1}: ${COUNT} PATCHes ${times.singles.at(-1).toFixed(0)} ms, one batch ${times.batch.at(-1).toFixed(0)} ms`);
  }
  const s = median(times.singles);
  const b = median(times.batch);
  console.log(`\n${COUNT} budget changes, medians of ${ROUNDS} rounds:`);
  console.log(`  ${COUNT} single PATCH campaign requests   ${s.toFixed(0).padStart(7)} ms   (${(s / COUNT).toFixed(2)} ms per change)`);
  console.log(`  one atomic batch of ${COUNT}            ${b.toFixed(0).padStart(7)} ms   (${(b / COUNT).toFixed(2)} ms per change)`);
  console.log(`  batch / singles: ${(b / s).toFixed(2)} (target <= 0.2)`);
} finally {
  server?.kill();
  await drop();
}
