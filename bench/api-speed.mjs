#!/usr/bin/env node
// The API's speed against its framework, side by side in one run on one scratch database (PostgreSQL + Redis):
//   (a) authenticated GET organization against Next.js's floor (the catch-all route: no auth, no query) and a
//       bare node:http + pg server answering the same row, 50 connections;
//   (b) the same GET organization on a server with WEB_CONCURRENCY=2 against WEB_CONCURRENCY=1;
//   (c) one GET organization at a time, 1,000 sequential requests (unloaded latency);
//   (d) the apps list's first page (50 of APPS apps) against GET organization.
// Rounds alternate between targets so machine noise hits all alike; medians of the rounds are reported, with
// the load average before and after (the machine may be shared). Each target's CPU time per request (user +
// system of the serving processes, from /proc, divided by the requests answered) is reported too: unlike
// requests per second it hardly depends on what else runs on the machine.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run bench:speed
// Needs a production build (npm run build). Ports: BENCH_PORT (default 3155) and the next three.
import http from "node:http";
import os from "node:os";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { bootstrap, scratchDatabase, startServer } from "./lib/harness.mjs";
import { cpuMs } from "./lib/measure.mjs";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = 50;
const APPS = Number(process.env.APPS ?? 500);
const SEQUENTIAL = Number(process.env.SEQUENTIAL ?? 1000);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3155);
const [ONE_PORT, TWO_PORT, BARE_PORT] = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2];

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(" ");
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`load average at start: ${load()} (${os.availableParallelism()} cores)`);

const { env, drop } = await scratchDatabase("adnet_bench_speed");
const servers = [];
let bare;
let pool;
try {
  const { organizationId, apiKey } = bootstrap(env, "speed@example.com", "Speed");
  pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });

  // APPS apps in the organization, created a second apart, so the first page is a real keyset page of 50.
  const now = Date.now();
  for (let start = 0; start < APPS; start += 500) {
    const values = [];
    const params = [];
    for (let i = start; i < Math.min(APPS, start + 500); i++) {
      const p = params.length;
      values.push(`($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7}::jsonb, $${p + 8}, $${p + 8})`);
      params.push(
        randomBytes(12).toString("hex"),
        organizationId,
        `Game ${i}`,
        ["APP_PLATFORM_ANDROID"],
        `sdk_${randomBytes(8).toString("hex")}`,
        ["bench"],
        JSON.stringify({ android: { storeUrl: `https://play.google.com/store/apps/details?id=g${i}` } }),
        new Date(now - i * 1000),
      );
    }
    await pool.query(
      `INSERT INTO "App" ("id", "organizationId", "name", "platforms", "sdkKey", "tags", "platformSettings", "createdAt", "updatedAt") VALUES ${values.join(", ")}`,
      params,
    );
  }

  servers.push(await startServer({ ...env, WEB_CONCURRENCY: "1" }, ONE_PORT));
  servers.push(await startServer({ ...env, WEB_CONCURRENCY: "2", WORKER_ENABLED: "false" }, TWO_PORT));

  // The bare server, in a process of its own so its CPU time can be read apart from the load generator's.
  const bareSource = `
    import http from "node:http";
    import pg from "pg";
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    http.createServer(async (req, res) => {
      const id = req.url.split("/").pop();
      const { rows } = await pool.query('SELECT id, name, description, "createdAt", "updatedAt", "enabledFeatures", "parentOrganizationId", depth FROM "Organization" WHERE id = $1', [id]);
      const o = rows[0];
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ _id: o.id, name: o.name, description: o.description ?? undefined, createdAt: o.createdAt.toISOString(), updatedAt: o.updatedAt.toISOString(), enabledFeatures: o.enabledFeatures, depth: o.depth }));
    }).listen(${BARE_PORT}, "127.0.0.1", () => console.log("bare ready"));`;
  bare = spawn(process.execPath, ["--input-type=module", "-e", bareSource], { env, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve) => bare.stdout.on("data", (chunk) => String(chunk).includes("bare ready") && resolve()));

  const headers = { authorization: `Bearer ${apiKey}` };
  const orgPath = `/api/core/organization/${organizationId}`;
  const [one, two] = servers;
  const targets = {
    "GET organization": { port: ONE_PORT, path: orgPath, pid: one.pid },
    "Next.js floor": { port: ONE_PORT, path: "/api/bench/framework-floor", floor: true, pid: one.pid },
    "bare node+pg": { port: BARE_PORT, path: orgPath, pid: bare.pid },
    "GET organization, WEB_CONCURRENCY=2": { port: TWO_PORT, path: orgPath, pid: two.pid },
    "apps, first page of 50": { port: ONE_PORT, path: `${orgPath}/apps?limit=50`, pid: one.pid },
  };
  for (const [label, t] of Object.entries(targets)) {
    const res = await fetch(`http://127.0.0.1:${t.port}${t.path}`, { headers });
    if (res.status !== (t.floor ? 404 : 200)) throw new Error(`${label} answered ${res.status}`);
    await autocannon({ url: `http://127.0.0.1:${t.port}${t.path}`, headers, connections: 10, duration: 3 }); // warm-up
  }

  // (c) first, on the otherwise idle servers.
  const times = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      http
        .get({ host: "127.0.0.1", port: ONE_PORT, path: orgPath, headers, agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
        })
        .on("error", reject);
    });
  for (let i = 0; i < 100; i++) await once();
  for (let i = 0; i < SEQUENTIAL; i++) times.push(await once());
  agent.destroy();
  times.sort((a, b) => a - b);
  const sequential = {
    p50: times[Math.floor(times.length / 2)],
    p90: times[Math.floor(times.length * 0.9)],
    p99: times[Math.floor(times.length * 0.99)],
  };
  console.log(
    `(c) ${SEQUENTIAL} sequential GET organization: p50 ${sequential.p50.toFixed(2)} ms  p90 ${sequential.p90.toFixed(2)} ms  p99 ${sequential.p99.toFixed(2)} ms`,
  );

  const rounds = Object.fromEntries(Object.keys(targets).map((label) => [label, []]));
  for (let i = 0; i < ROUNDS; i++) {
    for (const [label, t] of Object.entries(targets)) {
      const cpuBefore = cpuMs(t.pid);
      const r = await autocannon({ url: `http://127.0.0.1:${t.port}${t.path}`, headers, connections: CONNECTIONS, duration: DURATION });
      const cpu = (cpuMs(t.pid) - cpuBefore) / r.requests.total;
      if (r.errors || (!t.floor && r.non2xx)) throw new Error(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      rounds[label].push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpu });
      console.log(
        `round ${i + 1} ${label.padEnd(36)} ${r.requests.average.toFixed(0)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  CPU ${cpu.toFixed(3)} ms/req  (load ${load()})`,
      );
    }
  }
  const s = Object.fromEntries(
    Object.entries(rounds).map(([k, rs]) => [
      k,
      {
        rps: median(rs.map((r) => r.rps)),
        p50: median(rs.map((r) => r.p50)),
        p99: median(rs.map((r) => r.p99)),
        cpu: median(rs.map((r) => r.cpu)),
      },
    ]),
  );
  console.log(`\nmedian of ${ROUNDS} rounds, ${CONNECTIONS} connections, ${DURATION} s each (load average now ${load()}):`);
  for (const [label, r] of Object.entries(s))
    console.log(`  ${label.padEnd(36)} ${r.rps.toFixed(0)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  CPU ${r.cpu.toFixed(3)} ms/req`);
  const ratio = (a, b) => `${(s[a].rps / s[b].rps).toFixed(2)} by req/s, ${(s[b].cpu / s[a].cpu).toFixed(2)} by CPU per request`;
  console.log(
    `(a) console / Next.js floor: ${ratio("GET organization", "Next.js floor")}; console / bare: ${ratio("GET organization", "bare node+pg")}; floor / bare: ${ratio("Next.js floor", "bare node+pg")}`,
  );
  console.log(
    `(b) WEB_CONCURRENCY=2 / 1: ${(s["GET organization, WEB_CONCURRENCY=2"].rps / s["GET organization"].rps).toFixed(2)} by req/s`,
  );
  console.log(`(d) apps first page / GET organization: ${ratio("apps, first page of 50", "GET organization")}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const server of servers) server.kill("SIGTERM");
  bare?.kill("SIGTERM");
  await pool?.end().catch(() => {});
  await new Promise((r) => setTimeout(r, 2000));
  await drop();
}
