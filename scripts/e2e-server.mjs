// Playwright's webServer: migrations on the database test.mjs prepared (or a throw-away embedded one), fixture
// users made with the real bootstrap command, then the same server `npm start` runs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.AUTH_SECRET ??= randomBytes(32).toString("base64url");
// Its own rate-limit keys, so counts left in a shared Redis by an earlier run never refuse this run's sign-ups.
process.env.RATE_LIMIT_PREFIX = `adnet-e2e-${randomBytes(4).toString("hex")}:rl`;
process.env.SETTLEMENT_ENCRYPTION_KEYS ??= `e2e:${randomBytes(32).toString("base64")}`;
// The network's media source with AppsFlyer, so AppsFlyer tracking links are built (e2e/ui/attribution-settings.spec.ts).
process.env.ATTRIBUTION_NETWORK_ID_APPSFLYER ??= "adnet_e2e";
// Scratch directories this script makes are its own: removed when the server stops (Playwright ends it).
const scratch = [];
const scratchDir = (prefix) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};
process.on("exit", () => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});
if (!process.env.DATABASE_URL && !process.env.PGLITE_DIR) process.env.PGLITE_DIR = scratchDir("adnet-e2e-");
process.env.STORAGE_DIR ??= scratchDir("adnet-e2e-storage-");
// STORAGE=s3 without a bucket configured (Playwright run alone): an S3 protocol server on loopback in this process.
if (process.env.STORAGE === "s3" && !process.env.S3_ENDPOINT) {
  const { startS3Server } = await import("./s3-test-server.mjs");
  const s3 = await startS3Server();
  scratch.push(s3.directory);
  Object.assign(process.env, s3.env);
}

// A real SMTP server on loopback that keeps every message as a file: the journeys open the links they were sent.
// E2E_MAIL=off runs the default install instead, with no mail server at all (e2e/ui/mail-less-install.spec.ts
// starts such a server of its own beside the usual one).
const mailOff = process.env.E2E_MAIL === "off";
// Notification mail goes out on the event worker's next round, without waiting for a burst to settle.
process.env.NOTIFICATION_MAIL_DELAY_SECONDS ??= "0";
// Goals compared again every 10 s instead of hourly: a journey sees its postbacks in the goal card.
process.env.GOAL_CHECK_INTERVAL_MS ??= "10000";
if (mailOff) delete process.env.SMTP_URL;
const mailDir = path.join(path.dirname(process.env.E2E_FIXTURES_FILE ?? path.join(root, ".data", "e2e", "fixtures.json")), "mail");
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });
if (!process.env.SMTP_URL && !mailOff) {
  const { SMTPServer } = await import("smtp-server");
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        fs.writeFileSync(path.join(mailDir, `${Date.now()}-${String(++received).padStart(5, "0")}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
  process.env.MAIL_FROM = "AdNet E2E <no-reply@e2e.test>";
}
// A loopback image host for the hosted creatives the journeys approve: any /<name>.png answers one real PNG
// (1200x628), everything else 404. The app may fetch from loopback only because of FETCH_ALLOW_ADDRESSES; the
// journeys find the host at E2E_IMAGE_PORT, by default E2E_PORT + 1000 (e2e/fixtures.ts `hostedImageUrl`).
{
  const http = await import("node:http");
  const { default: sharp } = await import("sharp");
  const png = await sharp({ create: { width: 1200, height: 628, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const images = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://127.0.0.1");
    if ((req.method === "GET" || req.method === "HEAD") && /^\/[\w.-]+\.png$/.test(pathname)) {
      res.writeHead(200, { "content-type": "image/png", "content-length": png.length });
      res.end(req.method === "HEAD" ? undefined : png);
    } else {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
    }
  });
  const listen = (port) =>
    new Promise((resolve, reject) => {
      images.once("error", reject);
      images.listen(port, "127.0.0.1", () => {
        images.off("error", reject);
        resolve(images.address().port);
      });
    });
  const wanted = Number(process.env.E2E_IMAGE_PORT ?? Number(process.env.PORT ?? 3100) + 1000);
  // A second server beside the usual one (mail-less-install.spec.ts, check-readme-curl.mjs) approves no hosted
  // image: when that port is taken it takes any free one.
  await listen(wanted).catch(async (error) => {
    if (error.code !== "EADDRINUSE" && error.code !== "ERR_SOCKET_BAD_PORT") throw error;
    console.warn(`! image host: port ${wanted} is taken; journeys that approve hosted images expect it there`);
    return listen(0);
  });
  images.unref();
  for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => images.close());
  process.env.FETCH_ALLOW_ADDRESSES = "127.0.0.1/32";
}
// Mail needs the public origin: the address Playwright opens.
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT ?? 3100}`;

const { deploy } = await import("./db.mjs");
await deploy({ quiet: true });

const PASSWORD = "e2e-password-1";
// Playwright runs E2E_WORKERS journeys side by side (playwright.config.ts): each worker gets fixture users and
// organizations of its own, so no journey sees another's rows in its lists, counts or balance.
const workers = Math.max(1, Number(process.env.E2E_WORKERS || 1));
/** The fixture users of one Playwright worker; worker 0's e-mails have no worker number in them. */
function usersOf(worker) {
  // E2E_USERS=none starts as a fresh install does, without a single account (the mail-less journey signs its first
  // person up through the browser).
  if (process.env.E2E_USERS === "none") return {};
  const tag = () => `${worker ? `w${worker}-` : ""}${randomBytes(3).toString("hex")}`;
  return {
    owner: { email: `owner-${tag()}@e2e.test`, organization: "E2E Studio" },
    reviewer: { email: `reviewer-${tag()}@e2e.test`, organization: "Platform Review", reviewer: true },
    // an organization of its own for the report journey, so its campaign and delivery show in no other journey; that
    // journey only reads it, so the workers share worker 0's
    ...(worker === 0
      ? {
          reports: { email: `reports-${tag()}@e2e.test`, organization: "E2E Reports" },
          // and one for the cohort ROAS journey: its attributed installs and revenue change no other journey's report
          attribution: { email: `attribution-${tag()}@e2e.test`, organization: "E2E Attribution" },
        }
      : {}),
  };
}
/** Runs a script with tsx and returns what it printed as JSON, or ends this process with its error. */
function runJson(args) {
  const result = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), ["--conditions", "react-server", ...args], {
    encoding: "utf8",
    env: process.env,
  });
  if (result.status !== 0) {
    console.error(result.stderr);
    process.exit(1);
  }
  return JSON.parse(result.stdout.trim());
}
// Every worker's users in one process (scripts/e2e-fixtures.ts); the organization's zone is the browser's
// (playwright.config.ts): the journeys read Seoul dates.
const plan = Array.from({ length: workers }, (_, worker) =>
  Object.fromEntries(
    Object.entries(usersOf(worker)).map(([name, user]) => [name, { ...user, password: PASSWORD, timeZone: "Asia/Seoul" }]),
  ),
);
const seeds = runJson(["scripts/e2e-fixtures.ts", JSON.stringify(plan)]);
// the reports and attribution organizations are only read by their journeys: every worker shares worker 0's
for (const fixtures of seeds.slice(1)) {
  if (seeds[0].reports) fixtures.reports = seeds[0].reports;
  if (seeds[0].attribution) fixtures.attribution = seeds[0].attribution;
}
const file = process.env.E2E_FIXTURES_FILE ?? path.join(root, ".data", "e2e", "fixtures.json");
fs.mkdirSync(path.dirname(file), { recursive: true });
// Worker 0's users at the top level, as a single-worker reader (check-readme-curl.mjs) expects; every worker's in `workers`.
fs.writeFileSync(file, JSON.stringify({ ...seeds[0], mailDir, workers: seeds }, null, 2));

const { installWarnings } = await import("../lib/config/install-defaults.mjs");
for (const line of installWarnings()) console.warn(line);
const { startServer } = await import("./server.mjs");
await startServer({ port: Number(process.env.PORT ?? 3100), hostname: "127.0.0.1" });
