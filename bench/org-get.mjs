#!/usr/bin/env node
// Authenticated GET organization through the production server (`npm start`'s server) on PostgreSQL, side by
// side in one run with a bare node:http + pg server answering the same query, both under autocannon at 50
// connections. A third target shows Next.js's own floor: an /api path no route matches, answered by the
// catch-all route handler with no authentication and no query. Rounds alternate so machine noise hits all
// alike; medians of the rounds are reported.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run bench:org
// Needs a production build (npm run build) and a local PostgreSQL; makes and drops its own database.
import http from "node:http";
import autocannon from "autocannon";
import pg from "pg";
import { bootstrap, scratchDatabase, startServer } from "./lib/harness.mjs";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = 50;
const APP_PORT = 3210;
const BARE_PORT = 3211;

const { env, drop } = await scratchDatabase();

let app;
let bare;
try {
  const { organizationId, apiKey } = bootstrap(env, "bench@example.com", "Bench");

  app = await startServer(env, APP_PORT);

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
    headers: { authorization: `Bearer ${apiKey}` },
  });
  const floorPath = "/api/bench/framework-floor";
  const check = await fetch(target(APP_PORT).url, { headers: target(APP_PORT).headers });
  if (check.status !== 200) throw new Error(`app answered ${check.status}`);
  const run = (port, path) => autocannon({ ...target(port, path), connections: CONNECTIONS, duration: DURATION });
  await autocannon({ ...target(APP_PORT), connections: 10, duration: 3 }); // warm-up
  await autocannon({ ...target(BARE_PORT), connections: 10, duration: 3 });

  const rounds = { app: [], floor: [], bare: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const [label, port, path] of [
      ["app", APP_PORT],
      ["floor", APP_PORT, floorPath],
      ["bare", BARE_PORT],
    ]) {
      const r = await run(port, path);
      // The floor answers 404 by design; the others must answer 200 every time.
      if (r.errors || (label !== "floor" && r.non2xx)) throw new Error(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      rounds[label].push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
      console.log(
        `round ${i + 1} ${label.padEnd(4)} ${r.requests.average.toFixed(0)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms`,
      );
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = Object.fromEntries(
    Object.entries(rounds).map(([k, rs]) => [
      k,
      { rps: median(rs.map((r) => r.rps)), p50: median(rs.map((r) => r.p50)), p99: median(rs.map((r) => r.p99)) },
    ]),
  );
  console.log(`\nmedian of ${ROUNDS} rounds, ${CONNECTIONS} connections, ${DURATION} s each:`);
  console.log(`  console route  ${summary.app.rps.toFixed(0)} req/s  p50 ${summary.app.p50} ms  p99 ${summary.app.p99} ms`);
  console.log(
    `  Next.js floor  ${summary.floor.rps.toFixed(0)} req/s  p50 ${summary.floor.p50} ms  p99 ${summary.floor.p99} ms  (catch-all route, no auth, no query)`,
  );
  console.log(`  bare node+pg   ${summary.bare.rps.toFixed(0)} req/s  p50 ${summary.bare.p50} ms  p99 ${summary.bare.p99} ms`);
  console.log(
    `  throughput ratio console/bare: ${(summary.app.rps / summary.bare.rps).toFixed(2)}; Next.js floor/bare: ${(summary.floor.rps / summary.bare.rps).toFixed(2)}; console/floor: ${(summary.app.rps / summary.floor.rps).toFixed(2)}`,
  );
  await new Promise((resolve) => bare.close(resolve));
  bare.closeAllConnections?.();
  await pool.end();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  app?.kill("SIGTERM");
  bare?.closeAllConnections?.();
  bare?.close();
  await new Promise((r) => setTimeout(r, 1500));
  await drop();
}
