#!/usr/bin/env node
// Lighthouse (desktop and mobile presets) on the pages a new advertiser sees first: dashboard, campaigns, a campaign,
// the new campaign form, balance, reports and sign-in. The production server runs on an embedded database of its own with an
// owner whose organization has an approved app, an approved campaign with an uploaded image creative, today's delivery,
// a paid charge and a top-up waiting for its transfer. Each page and preset runs RUNS times (default 3); the table
// gives the medians and the load average (`uptime`) beside each run, and any Best Practices or Accessibility audit
// that failed.
//   npm run bench:lighthouse
// Needs a production build (npm run build) and Chromium (CHROME_PATH, default /usr/bin/chromium). Lighthouse runs as
// LIGHTHOUSE (the path of its CLI, e.g. node_modules/.bin/lighthouse of a directory it was installed in) or else
// through `npx -y lighthouse@12.2.3`. PAGES=dashboard,sign-in and PRESETS=desktop narrow it; LOCALE=ko measures Korean.
// PRESETS=mobile-devtools is the mobile preset with its throttling applied to the real load (--throttling-method=devtools)
// instead of simulated from an unthrottled one: the simulation's LCP on the new campaign form takes one of two values
// 2-3 s apart from run to run, while the throttled load's LCP is its first paint (bench/README.md).
// Each report is kept as JSON under .data/lighthouse/. SERVE_ONLY=1 seeds, prints the pages' addresses and the
// session cookie, and keeps the server running until interrupted, to look into a figure with other tools.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import sharp from "sharp";
import { chromium } from "@playwright/test";
import { bootstrap, root, startServer } from "./lib/harness.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.PORT ?? 3350);
const LOCALE = process.env.LOCALE ?? "en";
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PRESETS = (process.env.PRESETS ?? "desktop,mobile").split(",");
const KNOWN_PRESETS = ["desktop", "mobile", "mobile-devtools"];
for (const preset of PRESETS) if (!KNOWN_PRESETS.includes(preset)) throw new Error(`PRESETS: ${preset} is not one of ${KNOWN_PRESETS}`);
const ALL_PAGES = ["dashboard", "campaigns", "campaign", "new-campaign", "balance", "reports", "sign-in"];
const PAGES = (process.env.PAGES ?? ALL_PAGES.join(",")).split(",");
const OUT = path.join(root, ".data", "lighthouse");
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  `--lang=${LOCALE === "ko" ? "ko-KR" : "en-US"}`,
].join(" ");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The embedded database and storage of this run, in scratch directories removed at the end. */
function embeddedEnv() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-lighthouse-"));
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", AUTH_SECRET: "bench" };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  Object.assign(env, {
    PGLITE_DIR: path.join(scratch, "pglite"),
    STORAGE_DIR: path.join(scratch, "storage"),
    SETTLEMENT_ENCRYPTION_KEYS: `bench:${Buffer.alloc(32, 7).toString("base64")}`,
  });
  return { env, remove: () => fs.rmSync(scratch, { recursive: true, force: true }) };
}

/** What a studio's script would do through the API: the organization every measured page shows something of. */
async function seed(origin, owner, reviewer) {
  const call = async (method, url, apiKey, body) => {
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: { Authorization: `Bearer ${apiKey}`, ...(body instanceof FormData ? {} : { "Content-Type": "application/json" }) },
      body: body instanceof FormData ? body : body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const base = `/api/core/organization/${owner.organizationId}`;
  const store = "https://play.google.com/store/apps/details?id=com.bench.";
  const app = await call("POST", `${base}/apps`, owner.apiKey, {
    name: "Puzzle Forge",
    platformSettings: { android: { storeUrl: `${store}forge` } },
  });
  const approval = (action) => `${base}/apps/${app._id}/approval/${action}`;
  await call("PUT", approval("APPROVAL_ACTION_REQUEST_APPROVAL"), owner.apiKey, { platform: "APP_PLATFORM_ANDROID" });
  await call("PUT", approval("APPROVAL_ACTION_APPROVE"), reviewer.apiKey, { platform: "APP_PLATFORM_ANDROID" });

  // An uploaded 1200×628 banner, processed (dimensions, thumbnail) by the server's own worker.
  const banner = await sharp({ create: { width: 1200, height: 628, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const form = new FormData();
  form.append("productType", "1");
  form.append("file", new Blob([banner], { type: "image/jpeg" }), "winter-banner.jpg");
  const upload = await call("POST", `${base}/ad/assets`, owner.apiKey, form);
  for (let tries = 0; ; tries++) {
    const asset = await call("GET", upload.statusPath, owner.apiKey);
    if (asset.status === "READY") break;
    if (asset.status === "FAILED" || tries > 120) throw new Error(`the banner was not processed: ${JSON.stringify(asset)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const campaign = await call("POST", `${base}/campaign`, owner.apiKey, {
    name: "Winter launch",
    startAt: new Date(Date.now() - 60_000).toISOString(),
    cur: "CURRENCY_KRW",
    budget: 5_000_000,
    targeting: { platforms: [], devices: [], tags: [], locations: [], languages: [] },
    btags: [],
    ads: [
      {
        name: "Winter banner",
        categories: ["puzzle"],
        cpm: 3000,
        productType: "AD_PRODUCT_TYPE_INTRINSIC",
        creatives: [{ image: { assetId: upload.assetId } }],
        destinationUrl: `${store}winter`,
      },
    ],
  });
  await call("POST", `${base}/balance/charge`, reviewer.apiKey, {
    type: "CHARGE_TYPE_PAID",
    amount: 2_000_000,
    description: "Opening deposit",
  });
  await call("POST", `${base}/campaign/${campaign._id}/status`, reviewer.apiKey, { status: "CAMPAIGN_STATUS_ACTIVE" });
  // Today's delivery (none may predate the day the campaign was created), charged to the balance.
  await call("POST", "/api/core/delivery", reviewer.apiKey, {
    rows: [
      {
        adId: campaign.ads[0]._id,
        date: new Date().toISOString().slice(0, 10),
        impressions: 120_000,
        clicks: 2400,
        installs: 96,
        spend: 360_000,
      },
    ],
  });
  await call("POST", `${base}/balance/top-ups`, owner.apiKey, { amount: 500_000 });
  return { campaignId: campaign._id };
}

/** The signed-in owner's cookies, as one Cookie header: a real sign-in in Chromium. */
async function sessionCookie(origin, email) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ baseURL: origin, locale: LOCALE === "ko" ? "ko-KR" : "en-US" });
    const page = await context.newPage();
    await page.goto("/sign-in");
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="password"]').fill("bench-password");
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/organizations/);
    const cookies = await context.cookies(origin);
    return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await browser.close();
  }
}

function lighthouseCommand() {
  if (process.env.LIGHTHOUSE) return [process.env.LIGHTHOUSE];
  return ["npx", "-y", "lighthouse@12.2.3"];
}

/** One Lighthouse run; resolves to its report (JSON). */
function runLighthouse(url, preset, headers, outputPath) {
  const [command, ...prefix] = lighthouseCommand();
  const args = [
    ...prefix,
    url,
    "--quiet",
    "--output=json",
    `--output-path=${outputPath}`,
    "--only-categories=performance,accessibility,best-practices",
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(preset === "desktop" ? ["--preset=desktop"] : []),
    ...(preset === "mobile-devtools" ? ["--throttling-method=devtools"] : []),
    ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, CHROME_PATH }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}: ${stderr.slice(-2000)}`));
      resolve(JSON.parse(fs.readFileSync(outputPath, "utf8")));
    });
  });
}

/** The figures of one report, and the audits that cost Best Practices or Accessibility a point. */
function figures(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failed = [];
  for (const id of ["best-practices", "accessibility"]) {
    for (const ref of report.categories[id].auditRefs) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) failed.push(`${id}: ${ref.id}`);
    }
  }
  if (report.runtimeError) failed.push(`runtime: ${report.runtimeError.code}`);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    tbt: report.audits["total-blocking-time"].numericValue,
    cls: report.audits["cumulative-layout-shift"].numericValue,
    lcp: report.audits["largest-contentful-paint"].numericValue,
    fcp: report.audits["first-contentful-paint"].numericValue,
    failed,
  };
}

const { env, remove } = embeddedEnv();
let server;
try {
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID"))) throw new Error("No production build: run `npm run build` first.");
  fs.mkdirSync(OUT, { recursive: true });
  const deployed = spawnSync(process.execPath, ["scripts/db.mjs", "deploy"], { cwd: root, env, encoding: "utf8" });
  if (deployed.status !== 0) throw new Error(deployed.stderr);
  // The embedded database takes one process at a time: the users are made before the server opens it.
  const owner = bootstrap(env, "owner@bench.example", "Bench Games");
  const reviewer = bootstrap(env, "reviewer@bench.example", "Platform Review", true);
  server = await startServer(env, PORT);
  const origin = `http://127.0.0.1:${PORT}`;
  const { campaignId } = await seed(origin, owner, reviewer);
  const cookie = `${await sessionCookie(origin, "owner@bench.example")}; NEXT_LOCALE=${LOCALE}`;
  const org = `${origin}/organizations/${owner.organizationId}`;
  const urls = {
    dashboard: `${org}/dashboard`,
    campaigns: `${org}/campaigns`,
    campaign: `${org}/campaigns/${campaignId}`,
    "new-campaign": `${org}/campaigns/new`,
    balance: `${org}/balance`,
    reports: `${org}/reports`,
    "sign-in": `${origin}/sign-in`,
  };

  if (process.env.SERVE_ONLY === "1") {
    console.log(JSON.stringify({ urls, cookie }, null, 2));
    await new Promise((resolve) => process.once("SIGINT", resolve).once("SIGTERM", resolve));
    PRESETS.length = 0;
  }

  const rows = [];
  for (const preset of PRESETS) {
    for (const name of PAGES) {
      const headers = name === "sign-in" ? { Cookie: `NEXT_LOCALE=${LOCALE}` } : { Cookie: cookie };
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const load = os.loadavg()[0];
        const report = await runLighthouse(urls[name], preset, headers, path.join(OUT, `${name}-${preset}-${LOCALE}-${i + 1}.json`));
        const run = { ...figures(report), load, finalUrl: report.finalDisplayedUrl };
        runs.push(run);
        console.log(
          `${preset.padEnd(7)} ${name.padEnd(12)} run ${i + 1}: perf ${run.performance} a11y ${run.accessibility} bp ${run.bestPractices} ` +
            `TBT ${run.tbt.toFixed(0)} ms CLS ${run.cls.toFixed(3)} LCP ${run.lcp.toFixed(0)} ms load ${load.toFixed(2)}` +
            (run.finalUrl !== urls[name] ? ` (ended at ${run.finalUrl})` : "") +
            (run.failed.length ? `\n    failed: ${run.failed.join(", ")}` : ""),
        );
      }
      const pick = (key) => median(runs.map((run) => run[key]));
      rows.push({
        preset,
        name,
        performance: pick("performance"),
        tbt: pick("tbt"),
        cls: pick("cls"),
        lcp: pick("lcp"),
        bestPractices: pick("bestPractices"),
        accessibility: pick("accessibility"),
        loads: runs.map((run) => run.load.toFixed(1)).join(", "),
        failed: [...new Set(runs.flatMap((run) => run.failed))],
      });
    }
  }

  if (rows.length) {
    console.log(`\nLighthouse medians of ${RUNS} runs (${LOCALE}); load = 1-minute load average before each run:\n`);
    console.log("| page | preset | Performance | TBT | CLS | LCP | Best Practices | Accessibility | load |");
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${row.preset} | ${row.performance} | ${row.tbt.toFixed(0)} ms | ${row.cls.toFixed(3)} | ` +
          `${(row.lcp / 1000).toFixed(1)} s | ${row.bestPractices} | ${row.accessibility} | ${row.loads} |`,
      );
    }
    for (const row of rows.filter((r) => r.failed.length)) console.log(`${row.name} ${row.preset}: ${row.failed.join(", ")}`);
  }
} finally {
  if (server) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  remove();
}
