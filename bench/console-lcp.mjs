#!/usr/bin/env node
// Largest Contentful Paint and layout shift of the Balance page, cold: the production server on PostgreSQL, an
// owner whose organization has 90 days of ledger entries, and RUNS page loads each in a fresh browser context
// (empty cache, only the session cookie). Prints every run and the medians, then the first-load JavaScript of
// every page (gzipped) from the build.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:lcp
// Needs a production build (npm run build); makes and drops its own database.
import fs from "node:fs";
import pg from "pg";
import { chromium } from "@playwright/test";
import { BUDGET_BYTES, kb, measureBuild } from "../scripts/check-bundle-budget.mjs";
import { bootstrap, root, scratchDatabase, startServer } from "./lib/harness.mjs";

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.PORT ?? 3153);
const PAGE = process.env.LCP_PAGE ?? "balance";
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** LCP (the last candidate once the page is quiet) and the layout shift not caused by input, read in the page. */
const readVitals = () =>
  new Promise((resolve) => {
    let lcp = 0;
    let element = "";
    let cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        lcp = entry.startTime;
        element = `${entry.element?.tagName?.toLowerCase() ?? "?"}: ${(entry.element?.textContent ?? "").trim().slice(0, 40)}`;
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
    setTimeout(() => resolve({ lcp, cls, element }), 1000);
  });

const { env, drop } = await scratchDatabase("adnet_bench_lcp");
let app;
let browser;
const db = new pg.Client({ connectionString: env.DATABASE_URL });
try {
  const owner = bootstrap(env, "owner@example.com", "Bench Studio");
  await db.connect();
  // 90 days of entries: a paid charge each morning, a usage charge each evening; balanceAfter a running sum.
  await db.query(
    `INSERT INTO "LedgerEntry" (id, "organizationId", type, amount, "balanceAfter", description, "createdAt")
     SELECT lpad(to_hex(extract(epoch FROM ts)::bigint), 8, '0') || lpad(to_hex(i), 16, '0'), $1,
            CASE WHEN i % 2 = 1 THEN 'CHARGE_TYPE_USAGE' ELSE 'CHARGE_TYPE_PAID' END,
            CASE WHEN i % 2 = 1 THEN 40000 ELSE 100000 END,
            sum(CASE WHEN i % 2 = 1 THEN -40000 ELSE 100000 END) OVER (ORDER BY i), 'seeded', ts
     FROM (SELECT i, now() - make_interval(hours => (180 - i) * 12) AS ts FROM generate_series(0, 179) AS i) AS s`,
    [owner.organizationId],
  );

  app = await startServer(env, PORT);
  const origin = `http://127.0.0.1:${PORT}`;
  browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });

  const signInContext = await browser.newContext({ baseURL: origin });
  const signInPage = await signInContext.newPage();
  await signInPage.goto("/sign-in");
  await signInPage.getByLabel("E-mail", { exact: true }).fill("owner@example.com");
  await signInPage.getByLabel("Password", { exact: true }).fill("bench-password");
  await signInPage.getByRole("button", { name: "Sign in" }).click();
  await signInPage.waitForURL(/\/organizations/);
  const session = await signInContext.storageState();
  await signInContext.close();

  const url = `${origin}/organizations/${owner.organizationId}/${PAGE}`;
  // One load to compile nothing and warm the server's own caches: the runs measure a cold browser, not a cold server.
  {
    const context = await browser.newContext({ storageState: session });
    await (await context.newPage()).goto(url, { waitUntil: "networkidle" });
    await context.close();
  }
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ storageState: session, viewport: { width: 1440, height: 900 }, timezoneId: "Asia/Seoul" });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    const vitals = await page.evaluate(readVitals);
    runs.push(vitals);
    console.log(`run ${i + 1}: LCP ${vitals.lcp.toFixed(0)} ms  CLS ${vitals.cls.toFixed(3)}  (${vitals.element})`);
    await context.close();
  }
  console.log(
    `/${PAGE}, cold, ${RUNS} runs: LCP median ${median(runs.map((r) => r.lcp)).toFixed(0)} ms, CLS median ${median(runs.map((r) => r.cls)).toFixed(3)}`,
  );

  console.log(`\nFirst-load JavaScript, gzipped (budget ${kb(BUDGET_BYTES)}):`);
  for (const page of measureBuild(root)) console.log(`${kb(page.gzipBytes).padStart(10)}  ${page.route}`);
} finally {
  await browser?.close();
  app?.kill("SIGTERM");
  if (app) await new Promise((resolve) => app.once("exit", resolve));
  await db.end().catch(() => {});
  await drop();
}
