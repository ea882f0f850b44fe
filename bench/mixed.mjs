#!/usr/bin/env node
// One network, many writers, through the production server on PostgreSQL. ORGS organizations (default 8), each with
// CAMPAIGNS active campaigns of one ad, funded; one serving system's integration key. Phases, DURATION seconds each:
//   ingest alone    INGEST clients (default 6) POST /api/core/delivery, each request one campaign's ad, running totals
//                   growing (every request spends and charges);
//   mixed           the same ingest, with READERS clients (default 6) reading the console API (campaign list,
//                   balance, ledger history) and EDITORS clients (default 2) PATCHing campaign budgets (each edit
//                   moves what the feed answers) at the same time;
//   one org         the INGEST clients all report delivery of one organization;
//   all orgs        the same clients each report delivery of the organizations in turn (ORGS at once).
// Printed: requests per second and p50/p99 per kind and phase, ingest under load over ingest alone, all orgs over one
// org; at the end a ledger check per organization (USAGE records = charged delivery = budget spent, balance = paid −
// usage) and a serving-feed check (a follower of serving/changes from the first full read holds what a new full
// read answers).
// BASELINE_DIR=<another checkout, built> runs the same phases against that build (its own database and server) in the
// same run, for a before/after comparison at the same moment.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:mixed
//   DURATION=3 for a smoke run. Needs a production build (npm run build) and a local PostgreSQL; makes and drops its
//   own databases; loopback only.
import os from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { bootstrap, scratchDatabase, startServer } from "./lib/harness.mjs";
import { objectId, rowInserter } from "./lib/measure.mjs";

const ORGS = Number(process.env.ORGS ?? 8);
const CAMPAIGNS = Number(process.env.CAMPAIGNS ?? 6);
const DURATION = Number(process.env.DURATION ?? 15);
const INGEST = Number(process.env.INGEST ?? 6);
const READERS = Number(process.env.READERS ?? 6);
const EDITORS = Number(process.env.EDITORS ?? 2);
const APP_PORT = 3220;
const BASELINE_PORT = 3221;
const BASELINE_DIR = process.env.BASELINE_DIR;
const FUNDS = 1_000_000_000_000;
const BUDGET = 100_000_000_000;

const percentile = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] : NaN);
const today = new Date().toISOString().slice(0, 10);

/** A scratch database, its server, and the network in it: organizations, campaigns, an integration key. */
async function setUp(label, port, dir) {
  const { env, drop } = await scratchDatabase(`adnet_bench_mixed_${label}`);
  const serverEnv = { ...env, WORKER_ENABLED: "false" };
  const server = await startServer(serverEnv, port, dir);
  const origin = `http://127.0.0.1:${port}`;
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const insert = rowInserter(db);
  const reviewer = bootstrap(env, `reviewer-${label}@bench.example`, "Bench Review", true);
  const asReviewer = { authorization: `Bearer ${reviewer.apiKey}`, "content-type": "application/json" };
  const call = async (method, path, headers, body) => {
    const res = await fetch(`${origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    if (res.status !== 200 && res.status !== 201) throw new Error(`${label}: ${method} ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text);
  };
  const key = await call("POST", "/api/core/review/integration-keys", asReviewer, { name: "Bench ad server" });
  const orgs = [];
  for (let o = 0; o < ORGS; o++) {
    const owner = bootstrap(env, `owner${o}-${label}@bench.example`, `Bench Games ${o}`);
    const asOwner = { authorization: `Bearer ${owner.apiKey}`, "content-type": "application/json" };
    const asset = objectId(Math.floor(Date.now() / 1000));
    await insert(
      "Asset",
      ["id", "organizationId", "kind", "productType", "status", "mime", "fileSize", "originalKey", "width", "height", "updatedAt"],
      [
        [
          asset,
          owner.organizationId,
          "IMAGE",
          1,
          "READY",
          "image/png",
          1000,
          `${owner.organizationId}/${asset}/original.png`,
          640,
          360,
          new Date(),
        ],
      ],
    );
    await call("POST", `/api/core/organization/${owner.organizationId}/balance/charge`, asReviewer, {
      type: "CHARGE_TYPE_PAID",
      amount: FUNDS,
      description: "bench funds",
    });
    const campaigns = [];
    for (let c = 0; c < CAMPAIGNS; c++) {
      const created = await call("POST", `/api/core/organization/${owner.organizationId}/campaign`, asOwner, {
        name: `Bench ${o}/${c}`,
        startAt: "2026-01-01T00:00:00Z",
        endAt: "2099-12-31T00:00:00Z",
        cur: "CURRENCY_KRW",
        budget: BUDGET,
        targeting: {
          platforms: ["APP_PLATFORM_ANDROID"],
          devices: ["DEVICE_TYPE_MOBILE_TABLET"],
          tags: [],
          locations: ["KR"],
          languages: ["ko"],
        },
        btags: [],
        ads: [
          {
            name: "Ad",
            categories: ["puzzle"],
            cpm: 3000,
            productType: "AD_PRODUCT_TYPE_INTRINSIC",
            creatives: [{ image: { assetId: asset } }],
            destinationUrl: "https://play.google.com/store/apps/details?id=com.example.game",
          },
        ],
      });
      const path = `/api/core/organization/${owner.organizationId}/campaign/${created._id}`;
      await call("POST", `${path}/status`, asReviewer, { status: "CAMPAIGN_STATUS_ACTIVE" });
      campaigns.push({ id: created._id, adId: created.ads[0]._id, path, spend: 0, budget: BUDGET });
    }
    orgs.push({ id: owner.organizationId, asOwner, campaigns });
  }
  const asKey = { authorization: `Bearer ${key.apiKey}`, "content-type": "application/json" };
  const feed = await fullRead(origin, asKey);
  return { label, server, drop, db, origin, orgs, asKey, feed };
}

async function fullRead(origin, headers) {
  const set = new Map();
  let cursor = null;
  let changesCursor = null;
  do {
    const res = await fetch(`${origin}/api/core/serving/ads?limit=5000${cursor ? `&cursor=${cursor}` : ""}`, { headers });
    const page = await res.json();
    changesCursor ??= page.changesCursor;
    for (const item of page.items) set.set(item.adId, item);
    cursor = page.nextCursor;
  } while (cursor);
  return { set, changesCursor };
}

/** Runs each worker in a loop until `seconds` pass; answers each kind's latencies and errors. */
async function phase(seconds, workers) {
  const until = performance.now() + seconds * 1000;
  const kinds = {};
  await Promise.all(
    workers.map(async ([kind, request], index) => {
      const stats = (kinds[kind] ??= { times: [], errors: 0 });
      for (let i = 0; performance.now() < until; i++) {
        const started = performance.now();
        const ok = await request(i, index).catch((error) => (console.error(`${kind}: ${error.message}`), false));
        if (ok) stats.times.push(performance.now() - started);
        else stats.errors++;
      }
    }),
  );
  return Object.fromEntries(
    Object.entries(kinds).map(([kind, { times, errors }]) => [
      kind,
      { rps: times.length / seconds, p50: percentile(times, 0.5), p99: percentile(times, 0.99), errors },
    ]),
  );
}

/** The workers of each kind against one target. */
function workersOf(target) {
  const { origin, orgs, asKey } = target;
  const ok = async (res, expected = 200) => {
    const text = await res.text();
    if (res.status !== expected) throw new Error(`${res.status} ${text.slice(0, 200)}`);
    return true;
  };
  // Each report adds 1,000 KRW of spend to one campaign's ad: its running total grows by that much. Client c reports
  // only campaigns of index c, so no two clients send one ad's totals at once.
  const report = (campaign) => {
    campaign.spend += 1000;
    const total = campaign.spend;
    return fetch(`${origin}/api/core/delivery`, {
      method: "POST",
      headers: asKey,
      body: JSON.stringify({ rows: [{ adId: campaign.adId, date: today, impressions: total, clicks: 0, installs: 0, spend: total }] }),
    }).then((res) => ok(res));
  };
  const ingestOne = (org) => (i, client) => report(org.campaigns[client]);
  const ingestAll = (i, client) => report(orgs[(client + i) % orgs.length].campaigns[client]);
  const reads = [
    (org) => `/api/core/organization/${org.id}/campaign?limit=20`,
    (org) => `/api/core/organization/${org.id}`,
    (org) => `/api/core/organization/${org.id}/balance-history?limit=20`,
  ];
  const read = (i, client) => {
    const org = orgs[(client + i) % orgs.length];
    return fetch(`${origin}${reads[i % reads.length](org)}`, { headers: org.asOwner }).then((res) => ok(res));
  };
  const edit = (i, client) => {
    const org = orgs[(client + i) % orgs.length];
    const campaign = org.campaigns[(client * 7 + i) % org.campaigns.length];
    campaign.budget += 1000;
    return fetch(`${origin}${campaign.path}`, {
      method: "PATCH",
      headers: org.asOwner,
      body: JSON.stringify({ budget: campaign.budget }),
    }).then((res) => ok(res));
  };
  return { ingestOne, ingestAll, read, edit };
}

/** USAGE records = charged delivery = budget spent, and balance = paid − usage, for every organization. */
async function ledgerCheck(target) {
  const { rows } = await target.db.query(
    `
    SELECT o."id",
      (SELECT COALESCE(sum("amount"), 0) FROM "LedgerEntry" WHERE "organizationId" = o."id" AND "type" = 'CHARGE_TYPE_USAGE') AS "usage",
      (SELECT COALESCE(sum("charged"), 0) FROM "DeliveryDay" WHERE "organizationId" = o."id") AS "charged",
      (SELECT COALESCE(sum("budget" - "budgetRemain"), 0) FROM "Campaign" WHERE "organizationId" = o."id") AS "spent",
      (SELECT COALESCE(sum("amount"), 0) FROM "LedgerEntry" WHERE "organizationId" = o."id" AND "type" = 'CHARGE_TYPE_PAID') AS "paid",
      (SELECT "balanceAfter" FROM "LedgerEntry" WHERE "organizationId" = o."id" ORDER BY "createdAt" DESC, "id" DESC LIMIT 1) AS "balance"
    FROM "Organization" o WHERE o."id" = ANY($1::text[])`,
    [target.orgs.map((org) => org.id)],
  );
  const bad = rows.filter(
    (r) =>
      BigInt(r.usage) !== BigInt(r.charged) ||
      BigInt(r.charged) !== BigInt(r.spent) ||
      BigInt(r.balance) !== BigInt(r.paid) - BigInt(r.usage),
  );
  const charged = rows.reduce((sum, r) => sum + BigInt(r.charged), 0n);
  return bad.length
    ? `MISMATCH in ${bad.length} organizations: ${JSON.stringify(bad)}`
    : `ok (${rows.length} organizations, ${charged} KRW charged)`;
}

/** A follower of serving/changes from the first full read, caught up, against a new full read. */
async function feedCheck(target) {
  const { origin, asKey, feed } = target;
  const held = new Map(feed.set);
  let after = feed.changesCursor;
  const fresh = await fullRead(origin, asKey);
  for (let tries = 0; tries < 50; tries++) {
    for (;;) {
      const page = await (await fetch(`${origin}/api/core/serving/changes?after=${after}&limit=5000`, { headers: asKey })).json();
      for (const change of page.items) {
        if (change.kind === "BUDGET") {
          for (const [adId, item] of held) if (item.campaignId === change.campaignId) held.set(adId, { ...item, ...change.budget });
        } else if (change.kind === "STOPPED") held.delete(change.adId);
        else held.set(change.adId, change.ad);
      }
      after = page.nextCursor;
      if (page.items.length === 0) break;
    }
    const same =
      held.size === fresh.set.size &&
      [...fresh.set].every(([adId, item]) => JSON.stringify(sorted(held.get(adId))) === JSON.stringify(sorted(item)));
    if (same) return `ok (${held.size} ads)`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return "MISMATCH: the follower does not hold what a full read answers";
}
const sorted = (item) => item && Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)));

const fmt = (m) =>
  m
    ? `${m.rps.toFixed(1).padStart(6)} req/s  p50 ${m.p50.toFixed(0).padStart(5)} ms  p99 ${m.p99.toFixed(0).padStart(5)} ms${m.errors ? `  ${m.errors} errors` : ""}`
    : "-";

const targets = [];
// One client per campaign at a time: its running totals arrive in order.
if (CAMPAIGNS < INGEST) throw new Error("CAMPAIGNS must be at least INGEST");
try {
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}${BASELINE_DIR ? `; baseline: ${BASELINE_DIR}` : ""}`,
  );
  targets.push(await setUp("app", APP_PORT));
  if (BASELINE_DIR) targets.push(await setUp("base", BASELINE_PORT, BASELINE_DIR));
  const results = {};
  // Phases alternate between the targets, so machine noise hits both alike.
  const phases = {
    "ingest alone": (w) => Array.from({ length: INGEST }, () => ["ingest", w.ingestAll]),
    mixed: (w) => [
      ...Array.from({ length: INGEST }, () => ["ingest", w.ingestAll]),
      ...Array.from({ length: READERS }, () => ["read", w.read]),
      ...Array.from({ length: EDITORS }, () => ["edit", w.edit]),
    ],
    "one org": (w, t) => Array.from({ length: INGEST }, () => ["ingest", w.ingestOne(t.orgs[0])]),
    "all orgs": (w) => Array.from({ length: INGEST }, () => ["ingest", w.ingestAll]),
  };
  for (const [name, workers] of Object.entries(phases)) {
    for (const target of targets) {
      const result = await phase(DURATION, workers(workersOf(target), target));
      (results[target.label] ??= {})[name] = result;
      for (const [kind, m] of Object.entries(result))
        console.log(`${target.label.padEnd(4)} ${name.padEnd(12)} ${kind.padEnd(6)} ${fmt(m)}`);
    }
  }
  console.log(
    `\n${DURATION} s per phase; ${INGEST} ingest, ${READERS} read, ${EDITORS} edit clients; ${ORGS} organizations × ${CAMPAIGNS} campaigns`,
  );
  for (const target of targets) {
    const r = results[target.label];
    console.log(`${target.label}:`);
    console.log(`  ingest under load / alone: ${(r.mixed.ingest.rps / r["ingest alone"].ingest.rps).toFixed(2)}`);
    console.log(`  ${ORGS} organizations at once / one: ${(r["all orgs"].ingest.rps / r["one org"].ingest.rps).toFixed(2)}`);
    console.log(`  ledger: ${await ledgerCheck(target)}`);
    console.log(`  serving feed: ${await feedCheck(target)}`);
  }
  if (BASELINE_DIR) {
    console.log(`app/base ingest under load: ${(results.app.mixed.ingest.rps / results.base.mixed.ingest.rps).toFixed(2)} by req/s`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const target of targets) {
    target.server.kill("SIGTERM");
    await target.db.end().catch(() => {});
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const target of targets) await target.drop();
}
