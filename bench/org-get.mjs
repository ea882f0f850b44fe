#!/usr/bin/env node
// Authenticated GET organization through the production server (`npm start`'s server) on PostgreSQL, side by
// side in one run with a bare node:http + pg server answering the same query, both under autocannon at 50
// connections. A third target shows Next.js's own floor: an /api path no route matches, answered by the
// catch-all route handler with no authentication and no query. Every target first warms up at full load for
// WARMUP seconds; rounds alternate so machine noise hits all alike; medians of the rounds are reported.
// BASELINE_DIR=<another checkout, built> adds that build's server (and its floor) to the same rounds, for a
// before/after comparison at the same moment; AUTH=session calls with a console session's cookie instead of the
// owner's key.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run bench:org
// Needs a production build (npm run build) and a local PostgreSQL; makes and drops its own database.
import http from "node:http";
import os from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { bootstrap, scratchDatabase, sessionCookie, startServer } from "./lib/harness.mjs";
import { cpuMs } from "./lib/measure.mjs";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 8);
const CONNECTIONS = 50;
const APP_PORT = 3210;
const BARE_PORT = 3211;
const BASELINE_PORT = 3212;
const BASELINE_DIR = process.env.BASELINE_DIR;
const AUTH = process.env.AUTH ?? "key";
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");

const { env, drop } = await scratchDatabase();

let app;
let bare;
let baseline;
try {
  const { organizationId, userId, apiKey } = bootstrap(env, "bench@example.com", "Bench");
  const auth = AUTH === "session" ? { cookie: await sessionCookie(env, userId) } : { authorization: `Bearer ${apiKey}` };

  // No event worker in the measured servers: its sweeps would count as CPU of the requests.
  const serverEnv = { ...env, WORKER_ENABLED: "false" };
  app = await startServer(serverEnv, APP_PORT);
  if (BASELINE_DIR) baseline = await startServer(serverEnv, BASELINE_PORT, BASELINE_DIR);
  console.log(`load average at start: ${load()}; auth: ${AUTH}${BASELINE_DIR ? `; baseline: ${BASELINE_DIR}` : ""}`);

  // The bare server: the same row, the same JSON shape, no authentication, no framework.
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
  bare = http.createServer(async (req, res) => {
    const id = req.url.split("/").pop();
    const { rows } = await pool.query(
      'SELECT id, name, description, "createdAt", "updatedAt", "enabledFeatures", "parentOrganizationId", depth, "timeZone" FROM "Organization" WHERE id = $1',
      [id],
    );
    const o = rows[0];
    res.setHeader("content-type", "application/json");
    res.end(
      JSON.stringify({
        _id: o.id,
        name: o.name,
        description: o.description ?? undefined,
        createdAt: o.createdAt.toISOString(),
        updatedAt: o.updatedAt.toISOString(),
        enabledFeatures: o.enabledFeatures,
        depth: o.depth,
        timeZone: o.timeZone,
      }),
    );
  });
  await new Promise((resolve) => bare.listen(BARE_PORT, "127.0.0.1", resolve));

  const target = (port, path = `/api/core/organization/${organizationId}`) => ({
    url: `http://127.0.0.1:${port}${path}`,
    headers: auth,
  });
  const floorPath = "/api/bench/framework-floor";
  for (const port of BASELINE_DIR ? [APP_PORT, BASELINE_PORT] : [APP_PORT]) {
    const check = await fetch(target(port).url, { headers: target(port).headers });
    if (check.status !== 200) throw new Error(`port ${port} answered ${check.status}: ${await check.text()}`);
  }
  // A loaded machine answers slowly, not wrongly: a request may wait up to a minute.
  const run = (port, path) => autocannon({ ...target(port, path), connections: CONNECTIONS, duration: DURATION, timeout: 60 });
  // The server process behind each port, for its CPU time per request (from /proc: far steadier than
  // requests per second when other work shares the cores).
  // (The bare server shares this process with the load generator, so its CPU is not read.)
  const pids = { [APP_PORT]: app.pid, [BASELINE_PORT]: baseline?.pid };
  const targets = [
    ["app", APP_PORT],
    ["floor", APP_PORT, floorPath],
    ...(BASELINE_DIR
      ? [
          ["base", BASELINE_PORT],
          ["basefloor", BASELINE_PORT, floorPath],
        ]
      : []),
    ["bare", BARE_PORT],
  ];
  // Every target warms up at full load first: a round measured while the JIT still compiles the route's path
  // (it did for the whole first round with a short warm-up at 10 connections) counts the compiler, not the route.
  for (const [, port, path] of targets) await autocannon({ ...target(port, path), connections: CONNECTIONS, duration: WARMUP });
  const rounds = Object.fromEntries(targets.map(([label]) => [label, []]));
  for (let i = 0; i < ROUNDS; i++) {
    // Each round starts at another target, so none always runs first (or always after the bare server).
    const order = targets.map((_, j) => targets[(i + j) % targets.length]);
    for (const [label, port, path] of order) {
      const cpuBefore = pids[port] ? cpuMs(pids[port]) : NaN;
      const r = await run(port, path);
      const cpu = pids[port] ? (cpuMs(pids[port]) - cpuBefore) / r.requests.total : NaN;
      // The floor answers 404 by design; the others must answer 200 every time.
      if (!label.endsWith("floor") && r.non2xx) throw new Error(`${label}: ${r.non2xx} non-2xx`);
      if (r.errors) console.log(`  (${label}: ${r.errors} errors or timeouts)`);
      rounds[label].push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpu });
      console.log(
        `round ${i + 1} ${label.padEnd(9)} ${r.requests.average.toFixed(0)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  CPU ${Number.isNaN(cpu) ? "-" : cpu.toFixed(2)} ms/request  load ${os.loadavg()[0].toFixed(1)}`,
      );
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = Object.fromEntries(
    Object.entries(rounds).map(([k, rs]) => [
      k,
      Object.fromEntries(["rps", "p50", "p99", "cpu"].map((m) => [m, median(rs.map((r) => r[m]))])),
    ]),
  );
  const names = { app: "console route", floor: "Next.js floor", base: "baseline route", basefloor: "baseline floor", bare: "bare node+pg" };
  console.log(`\nmedian of ${ROUNDS} rounds, ${CONNECTIONS} connections, ${DURATION} s each; load average at end: ${load()}`);
  for (const [label, m] of Object.entries(summary)) {
    console.log(
      `  ${names[label].padEnd(15)} ${m.rps.toFixed(0).padStart(6)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms  CPU ${Number.isNaN(m.cpu) ? "-" : m.cpu.toFixed(2)} ms/request`,
    );
  }
  // console/floor: by requests per second, and by CPU per request (the floor's CPU over the route's, so that
  // higher is better in both); each round's own pair, then the median of those.
  const pairs = (route, floor) => {
    const byRps = rounds[route].map((r, i) => r.rps / rounds[floor][i].rps);
    const byCpu = rounds[route].map((r, i) => rounds[floor][i].cpu / r.cpu);
    const list = (xs) => xs.map((x) => x.toFixed(2)).join(", ");
    return `${median(byRps).toFixed(2)} by req/s (rounds: ${list(byRps)}), ${median(byCpu).toFixed(2)} by CPU per request (rounds: ${list(byCpu)})`;
  };
  console.log(`  console/floor: ${pairs("app", "floor")}`);
  if (BASELINE_DIR) {
    console.log(`  baseline console/floor: ${pairs("base", "basefloor")}`);
    console.log(
      `  console/baseline: ${(summary.app.rps / summary.base.rps).toFixed(2)} by req/s, ${(summary.base.cpu / summary.app.cpu).toFixed(2)} by CPU per request`,
    );
  }
  console.log(`  console/bare: ${(summary.app.rps / summary.bare.rps).toFixed(2)} by req/s`);
  await new Promise((resolve) => bare.close(resolve));
  bare.closeAllConnections?.();
  await pool.end();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  app?.kill("SIGTERM");
  baseline?.kill("SIGTERM");
  bare?.closeAllConnections?.();
  bare?.close();
  await new Promise((r) => setTimeout(r, 1500));
  await drop();
}
