#!/usr/bin/env node
// The apps list (newest first, first page and a deep page by cursor), the review queue across every organization
// and one app's history, beside GET organization as the baseline, through the production server on PostgreSQL, with APPS apps seeded (a third of their
// platforms PENDING). autocannon, 20 connections; medians of ROUNDS rounds.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:apps
// Needs a production build (npm run build) and a local PostgreSQL; makes and drops its own database.
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { bootstrap as bootstrapUser, scratchDatabase, startServer } from "./lib/harness.mjs";

const APPS = Number(process.env.APPS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = 20;
const PORT = Number(process.env.PORT ?? 3140);

const { env, drop } = await scratchDatabase("adnet_bench_apps");

const bootstrap = (email, organization, reviewer = false) => bootstrapUser(env, email, organization, reviewer);

const hex = (n) => randomBytes(n).toString("hex");
const objectId = (seconds) => seconds.toString(16).padStart(8, "0") + hex(8);

let app;
try {
  const owner = bootstrap("owner@bench.example", "Bench Games", false);
  const reviewer = bootstrap("reviewer@bench.example", "Bench Review", true);

  // Seed with SQL in batches: APPS apps of two platforms each, created a second apart, every third platform PENDING.
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const NOW = { sql: "now()" };
  const insert = (table, columns, rows) => {
    const params = [];
    const tuples = rows.map((row) => `(${row.map((v) => (v === NOW ? v.sql : (params.push(v), `$${params.length}`))).join(", ")})`);
    return db.query(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES ${tuples.join(", ")}`, params);
  };
  const started = Math.floor(Date.now() / 1000) - APPS;
  let firstAppId;
  for (let offset = 0; offset < APPS; offset += 1000) {
    const apps = [];
    const reviews = [];
    for (let i = offset; i < Math.min(APPS, offset + 1000); i++) {
      const at = new Date((started + i) * 1000);
      const id = objectId(started + i);
      firstAppId ??= id;
      const settings = { android: { storeUrl: `https://play.google.com/store/apps/details?id=g${i}` }, ios: {} };
      apps.push([
        id,
        owner.organizationId,
        `Game ${i}`,
        ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS"],
        `sdk_${hex(16)}`,
        ["bench"],
        JSON.stringify(settings),
        at,
        NOW,
      ]);
      for (const [k, platform] of ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS"].entries()) {
        const pending = (i * 2 + k) % 3 === 0;
        reviews.push([
          objectId(started + i),
          id,
          platform,
          pending ? "APPROVAL_STATUS_PENDING" : "APPROVAL_STATUS_CREATED",
          pending ? at : null,
          at,
          NOW,
        ]);
      }
    }
    await insert(
      "App",
      ["id", "organizationId", "name", "platforms", "sdkKey", "tags", "platformSettings", "createdAt", "updatedAt"],
      apps,
    );
    await insert("PlatformReview", ["id", "appId", "platform", "status", "submittedAt", "createdAt", "updatedAt"], reviews);
  }
  await db.query("ANALYZE");
  await db.end();

  app = await startServer(env, PORT);

  const origin = `http://127.0.0.1:${PORT}`;
  const apps = `${origin}/api/core/organization/${owner.organizationId}/apps`;
  const ownerAuth = { authorization: `Bearer ${owner.apiKey}` };
  // A cursor deep in the list: the keyset must not get slower with depth.
  let deep = `${apps}?limit=50`;
  for (let page = 0; page < 100; page++) {
    const body = await (await fetch(deep, { headers: ownerAuth })).json();
    deep = `${apps}?limit=50&cursor=${encodeURIComponent(body.nextCursor)}`;
  }
  await fetch(`${apps}/${firstAppId}/approval/APPROVAL_ACTION_REQUEST_APPROVAL`, {
    method: "PUT",
    headers: { ...ownerAuth, "content-type": "application/json" },
    body: JSON.stringify({ platform: "APP_PLATFORM_ANDROID" }),
  });
  const targets = {
    // Baseline: one row, the same authentication and wrapper; the rest read as multiples of it.
    "organization (baseline)": { url: `${origin}/api/core/organization/${owner.organizationId}`, headers: ownerAuth },
    "apps, first page": { url: `${apps}?limit=50`, headers: ownerAuth },
    "apps, page 101 by cursor": { url: deep, headers: ownerAuth },
    "apps, status=PENDING": { url: `${apps}?limit=50&status=APPROVAL_STATUS_PENDING`, headers: ownerAuth },
    "review queue": { url: `${origin}/api/core/review/app-platforms?limit=50`, headers: { authorization: `Bearer ${reviewer.apiKey}` } },
    "approval history": { url: `${apps}/${firstAppId}/approval/history`, headers: ownerAuth },
  };
  for (const [label, target] of Object.entries(targets)) {
    const res = await fetch(target.url, { headers: target.headers });
    if (res.status !== 200) throw new Error(`${label}: ${res.status} ${await res.text()}`);
    await autocannon({ ...target, connections: 5, duration: 2 }); // warm-up
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const rounds = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  for (let i = 0; i < ROUNDS; i++) {
    for (const [label, target] of Object.entries(targets)) {
      const r = await autocannon({ ...target, connections: CONNECTIONS, duration: DURATION });
      if (r.non2xx || r.errors) throw new Error(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      rounds[label].push(r);
    }
  }
  console.log(
    `\n${APPS} apps (${Math.round((APPS * 2) / 3)} platforms PENDING); median of ${ROUNDS} rounds, ${CONNECTIONS} connections, ${DURATION} s each:`,
  );
  for (const [label, rs] of Object.entries(rounds)) {
    console.log(
      `  ${label.padEnd(26)} ${median(rs.map((r) => r.requests.average))
        .toFixed(0)
        .padStart(5)} req/s  p50 ${median(rs.map((r) => r.latency.p50))} ms  p99 ${median(rs.map((r) => r.latency.p99))} ms`,
    );
  }
} finally {
  if (app) {
    app.kill("SIGTERM");
    await new Promise((resolve) => app.once("exit", resolve));
  }
  await drop();
}
