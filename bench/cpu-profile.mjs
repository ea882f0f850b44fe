// A CPU profile of the production server under load: a scratch database (PostgreSQL, DATABASE_URL), an owner
// with one approved app and 60 campaigns promoting it, `npm start`'s server in one process with
// `node --cpu-prof`, then `CONNECTIONS` connections for `DURATION` seconds on one route (TARGET: org, campaigns
// or campaign), and the profile summarized by category (bench/profile-summary.mjs). The profile is kept in
// PROFILE_DIR (default: a temporary directory) for a closer look. AUTH=session calls with a console session's
// cookie instead of the owner's key; APP_DIR serves another checkout's build (to profile before and after).
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres TARGET=campaigns node bench/cpu-profile.mjs
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { spawn } from "node:child_process";
import { bootstrap, root, scratchDatabase, sessionCookie } from "./lib/harness.mjs";
import { CAMPAIGN_COLUMNS, campaignRow, cpuMs, objectId, rowInserter } from "./lib/measure.mjs";
import { summarize, printSummary } from "./profile-summary.mjs";

const PORT = Number(process.env.PORT ?? 3491);
const TARGET = process.env.TARGET ?? "org";
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const DURATION = Number(process.env.DURATION ?? 10);
const CAMPAIGNS = 60;
const AUTH = process.env.AUTH ?? "key";
const APP_DIR = process.env.APP_DIR ?? root;

const profileDir = process.env.PROFILE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "adnet-cpu-prof-"));
fs.mkdirSync(profileDir, { recursive: true });

console.log(
  `load average at start: ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")}`,
);
const { env, drop } = await scratchDatabase("adnet_bench_prof");
let server;
const window = { from: 0, to: Infinity };
try {
  const { organizationId, userId, apiKey } = bootstrap(env, "profile@example.com", "Profile");
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const insert = rowInserter(db);
  const started = Math.floor(Date.now() / 1000) - CAMPAIGNS;
  const appId = objectId(started);
  await insert(
    "App",
    ["id", "organizationId", "name", "platforms", "sdkKey", "tags", "updatedAt"],
    [[appId, organizationId, "Profile Game", ["APP_PLATFORM_ANDROID"], `sdk_${appId}`, [], new Date()]],
  );
  await insert(
    "PlatformReview",
    ["id", "appId", "platform", "status", "updatedAt"],
    [[objectId(started), appId, "APP_PLATFORM_ANDROID", "APPROVAL_STATUS_APPROVED", new Date()]],
  );
  const campaigns = [];
  const ads = [];
  const creatives = [];
  for (let i = 0; i < CAMPAIGNS; i++) {
    const at = new Date((started + i) * 1000);
    const id = objectId(started + i);
    const adId = objectId(started + i);
    campaigns.push(
      campaignRow({ id, organizationId, name: `Campaign ${i}`, status: "CAMPAIGN_STATUS_ACTIVE", promotedAppIds: [appId], at }),
    );
    ads.push([adId, id, 0, `Ad ${i}`, ["puzzle"], 3000, "AD_PRODUCT_TYPE_INTRINSIC", appId, at]);
    creatives.push([objectId(started + i), adId, 0, "IMAGE", "https://cdn.example.com/a.png", 1200, 628, "image/png", at]);
  }
  await insert("Campaign", CAMPAIGN_COLUMNS, campaigns);
  await insert("Ad", ["id", "campaignId", "position", "name", "categories", "cpm", "productType", "promotedAppId", "createdAt"], ads);
  await insert("Creative", ["id", "adId", "position", "kind", "url", "width", "height", "mime", "createdAt"], creatives);
  await db.query("ANALYZE");
  await db.end();

  // As the harness's startServer, with --cpu-prof (which NODE_OPTIONS does not take).
  server = spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, "scripts/start.mjs"], {
    cwd: APP_DIR,
    env: { ...env, WEB_CONCURRENCY: "1", WORKER_ENABLED: "false", PORT: String(PORT), HOST: "127.0.0.1", SKIP_BUILD: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on("data", (chunk) => String(chunk).includes("Console ready") && resolve());
    server.on("exit", (code) => reject(new Error(`server exited ${code}`)));
  });
  const org = `/api/core/organization/${organizationId}`;
  // floor: an /api path no route matches (the catch-all route: no authentication, no query), Next.js's own cost.
  const paths = {
    org,
    campaigns: `${org}/campaign?limit=20`,
    campaign: `${org}/campaign/${campaigns[0][0]}`,
    floor: "/api/bench/framework-floor",
  };
  const expected = TARGET === "floor" ? 404 : 200;
  const url = `http://127.0.0.1:${PORT}${paths[TARGET]}`;
  const headers = AUTH === "session" ? { cookie: await sessionCookie(env, userId) } : { authorization: `Bearer ${apiKey}` };
  const first = await fetch(url, { headers });
  if (first.status !== expected) throw new Error(`${url}: ${first.status} ${await first.text()}`);
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 3, timeout: 60 }); // warm-up, left out of the summary
  // The summary counts only the samples taken while the load ran: V8's profile clock and process.hrtime are both
  // the system's monotonic clock, in microseconds here.
  window.from = Number(process.hrtime.bigint() / 1000n);
  const cpuBefore = cpuMs(server.pid);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, timeout: 60 });
  window.to = Number(process.hrtime.bigint() / 1000n);
  const cpuPerRequest = (cpuMs(server.pid) - cpuBefore) / result.requests.total;
  console.log(
    `${TARGET} (${AUTH}): ${result.requests.total} requests in ${DURATION} s (${Math.round(result.requests.average)} req/s), ` +
      `${result.non2xx} non-2xx${TARGET === "floor" ? " (404 by design)" : ""}, ${result.errors} errors, ${result.timeouts} timeouts, server CPU ${cpuPerRequest.toFixed(2)} ms ` +
      `per request (profiler on), load average ${os.loadavg()[0].toFixed(2)}`,
  );
} finally {
  if (server) {
    const exited = new Promise((resolve) => server.on("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await drop();
}
const profiles = fs
  .readdirSync(profileDir)
  .filter((name) => name.endsWith(".cpuprofile"))
  .map((name) => path.join(profileDir, name));
// The server's profile is the largest (the process that took the load).
const largest = profiles.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
console.log(`profile: ${largest}`);
// The load window beside the profile, for a closer look at the same samples.
fs.writeFileSync(`${largest}.window.json`, JSON.stringify(window));
printSummary(summarize(JSON.parse(fs.readFileSync(largest, "utf8")), window));
