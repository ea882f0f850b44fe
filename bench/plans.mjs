#!/usr/bin/env node
// A plan's preview at scale, on PostgreSQL through the production server: with COUNT campaigns in one organization
// (ACTIVE, one ad and one creative each), PLAN of them are exported as one plan (GET …/plan?name=), each given a new
// budget and a country more, and the plan is previewed (POST …/plan?dryRun=true: locked, read, compared, and every
// write run and rolled back). The medians of ROUNDS previews after a warm-up are printed, and one apply of it.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:plans
// Needs a production build (npm run build) and a local PostgreSQL; makes and drops its own database.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { bootstrap, scratchDatabase, startServer } from "./lib/harness.mjs";
import { insertActiveCampaigns, median, rowInserter } from "./lib/measure.mjs";

const COUNT = Number(process.env.COUNT ?? 10_000);
const PLAN = Number(process.env.PLAN ?? 100);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PORT = Number(process.env.PORT ?? 3144);

const { env, drop } = await scratchDatabase("adnet_bench_plans");

let server;
try {
  const owner = bootstrap(env, "owner@bench.example", "Bench Games", false);
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const insert = rowInserter(db);
  // The plan's campaigns are spread over the organization's, named so that one filter finds them.
  await insertActiveCampaigns(insert, {
    organizationId: owner.organizationId,
    count: COUNT,
    name: (i) => (i % Math.floor(COUNT / PLAN) === 0 ? `Planned ${i}` : `Campaign ${i}`),
    reviewStatus: "APPROVED",
  });
  await db.query("ANALYZE");
  await db.end();

  server = await startServer(env, PORT);
  const organization = `http://127.0.0.1:${PORT}/api/core/organization/${owner.organizationId}`;
  const headers = { authorization: `Bearer ${owner.apiKey}`, "content-type": "application/json" };

  const t0 = performance.now();
  const exported = await fetch(`${organization}/plan?name=Planned`, { headers });
  const plan = await exported.json();
  const exportMs = performance.now() - t0;
  if (exported.status !== 200 || plan.campaigns.length !== PLAN)
    throw new Error(`export: ${exported.status} ${JSON.stringify(plan).slice(0, 300)}`);
  const edited = {
    campaigns: plan.campaigns.map((entry, i) => ({
      ...entry,
      budget: entry.budget + 10_000 + i,
      targeting: { ...entry.targeting, locations: [...entry.targeting.locations, "JP"] },
    })),
  };

  async function send(dryRun, body = edited) {
    const start = performance.now();
    const res = await fetch(`${organization}/plan${dryRun ? "?dryRun=true" : ""}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    const answer = await res.json();
    const ms = performance.now() - start;
    const changed = answer.campaigns?.filter((campaign) => campaign.action === "UPDATE").length;
    if (res.status !== 200 || changed !== (body === edited ? PLAN : 0)) {
      throw new Error(`plan: ${res.status} ${JSON.stringify(answer).slice(0, 500)}`);
    }
    return ms;
  }

  async function exportAgain() {
    const start = performance.now();
    const res = await fetch(`${organization}/plan?name=Planned`, { headers });
    await res.arrayBuffer();
    return performance.now() - start;
  }

  // A warm-up (compiled routes, the authentication cache, PostgreSQL's caches), not counted.
  await send(true);
  await send(true, plan);
  const previews = [];
  const unchanged = [];
  const exports = [];
  for (let r = 0; r < ROUNDS; r++) {
    previews.push(await send(true));
    unchanged.push(await send(true, plan));
    exports.push(await exportAgain());
    console.log(
      `round ${r + 1}: preview ${previews.at(-1).toFixed(0)} ms, unchanged ${unchanged.at(-1).toFixed(0)} ms, export ${exports.at(-1).toFixed(0)} ms`,
    );
  }
  const applyMs = await send(false);
  const p = median(previews);
  console.log(`\n${PLAN} campaigns of ${COUNT} in the organization, each a new budget and a country more:`);
  console.log(
    `  export (GET …/plan?name=)              ${exportMs.toFixed(0).padStart(6)} ms first (cold), ${median(exports).toFixed(0)} ms median`,
  );
  console.log(
    `  preview of the plan as exported         ${median(unchanged).toFixed(0).padStart(6)} ms median (locked, read, compared: no write)`,
  );
  console.log(`  preview (POST …/plan?dryRun=true)      ${p.toFixed(0).padStart(6)} ms median of ${ROUNDS} (target < 1000)`);
  console.log(`  apply (POST …/plan), once              ${applyMs.toFixed(0).padStart(6)} ms`);
} finally {
  server?.kill();
  await drop();
}
