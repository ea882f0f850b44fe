#!/usr/bin/env node
// Everything the campaign list page costs on the wire, cold: an owner with CAMPAIGNS campaigns (one ad and one
// creative each), signed in, opens the list in a fresh Chromium context (empty cache, only the session cookie) and
// stays until the network has been quiet for a while (a refetch of the list a second after load is counted).
// Prints, per run: bytes received by resource type (headers and body as sent), requests, link prefetches, response
// header bytes and the headers that take most of them, and any API request made after the page loaded.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:wire
// BASELINE_DIR=<another checkout, built> loads that build's list too (its own database and server), the runs of the
// two alternating, for a before/after comparison at the same moment. RUNS (default 3) cold loads per build; the
// summary gives medians. Needs a production build (npm run build), a local PostgreSQL and Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium); makes and drops its own databases.
import fs from "node:fs";
import pg from "pg";
import { chromium } from "@playwright/test";
import { bootstrap, root, scratchDatabase, startServer } from "./lib/harness.mjs";
import { objectId, rowInserter, CAMPAIGN_COLUMNS, campaignRow } from "./lib/measure.mjs";

const CAMPAIGNS = Number(process.env.CAMPAIGNS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.PORT ?? 3158);
const BASELINE_PORT = PORT + 1;
const BASELINE_DIR = process.env.BASELINE_DIR;
const QUIET_MS = 3_000;
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Size of a response's head as HTTP/1.1 sends it: status line, each header line, the blank line. */
function headBytes(response) {
  const lines = Object.entries(response.headers).flatMap(([name, value]) =>
    String(value)
      .split("\n")
      .map((v) => `${name}: ${v}\r\n`),
  );
  return `HTTP/1.1 ${response.status} ${response.statusText}\r\n`.length + lines.join("").length + 2;
}

/** One cold load of `url` in `context`: every response with its type, bytes sent, head, and when it was asked. */
async function load(context, url) {
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const seen = new Map();
  let loadedAt = Infinity;
  cdp.on("Network.requestWillBeSent", ({ requestId, request, type, timestamp }) =>
    seen.set(requestId, {
      url: request.url,
      type,
      at: timestamp,
      prefetch: request.headers["Next-Router-Prefetch"] !== undefined || request.headers["next-router-prefetch"] !== undefined,
    }),
  );
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    const entry = seen.get(requestId);
    if (!entry) return;
    entry.head = headBytes(response);
    entry.headers = response.headers;
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const entry = seen.get(requestId);
    if (entry) entry.sent = encodedDataLength;
  });
  cdp.on("Page.loadEventFired", ({ timestamp }) => (loadedAt = timestamp));
  await cdp.send("Page.enable");
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(QUIET_MS);
  await page.close();
  const entries = [...seen.values()].filter((entry) => entry.sent !== undefined);
  return { entries, loadedAt };
}

const encodingOf = (entry) =>
  Object.entries(entry.headers ?? {}).find(([name]) => name.toLowerCase() === "content-encoding")?.[1] ?? "none";

/** The figures of one load. */
function figures({ entries, loadedAt }, organizationId) {
  const sum = (list, field) => list.reduce((total, entry) => total + (entry[field] ?? 0), 0);
  const byType = {};
  for (const entry of entries) {
    const type = entry.prefetch ? "Prefetch" : entry.type;
    byType[type] ??= { count: 0, sent: 0 };
    byType[type].count += 1;
    byType[type].sent += entry.sent;
  }
  const headerNames = {};
  for (const entry of entries)
    for (const [name, value] of Object.entries(entry.headers ?? {}))
      headerNames[name.toLowerCase()] = (headerNames[name.toLowerCase()] ?? 0) + name.length + String(value).length + 4;
  const api = entries.filter((entry) => new URL(entry.url).pathname.startsWith("/api/"));
  return {
    requests: entries.length,
    sent: sum(entries, "sent"),
    headers: sum(entries, "head"),
    prefetches: entries.filter((entry) => entry.prefetch).length,
    byType,
    headerNames,
    html: entries.find((entry) => entry.type === "Document"),
    prefetched: entries.filter((entry) => entry.prefetch).map((entry) => new URL(entry.url).pathname.replace(organizationId, "{id}")),
    apiAfterLoad: api.filter((entry) => entry.at > loadedAt).map((entry) => new URL(entry.url).pathname.replace(organizationId, "{id}")),
    encodings: [...new Set(entries.filter((e) => e.type === "Script").map((e) => encodingOf(e)))],
  };
}

async function seedCampaigns(env, organizationId) {
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const insert = rowInserter(db);
  const started = Math.floor(Date.now() / 1000) - CAMPAIGNS;
  for (let offset = 0; offset < CAMPAIGNS; offset += 1000) {
    const campaigns = [];
    const ads = [];
    const creatives = [];
    for (let i = offset; i < Math.min(CAMPAIGNS, offset + 1000); i++) {
      const at = new Date((started + i) * 1000);
      const id = objectId(started + i);
      const adId = objectId(started + i);
      campaigns.push(campaignRow({ id, organizationId, name: `Campaign ${i}`, status: "CAMPAIGN_STATUS_ACTIVE", at }));
      ads.push([adId, id, 0, `Ad ${i}`, ["puzzle"], 3000, "AD_PRODUCT_TYPE_INTRINSIC", "https://example.com/", at]);
      creatives.push([objectId(started + i), adId, 0, "IMAGE", "https://cdn.example.com/a.png", 1200, 628, "image/png", at]);
    }
    await insert("Campaign", CAMPAIGN_COLUMNS, campaigns);
    await insert("Ad", ["id", "campaignId", "position", "name", "categories", "cpm", "productType", "destinationUrl", "createdAt"], ads);
    await insert("Creative", ["id", "adId", "position", "kind", "url", "width", "height", "mime", "createdAt"], creatives);
  }
  await db.end();
}

/** A build's own database (seeded), server, and the signed-in owner's cookies. */
async function setUp(name, port, dir, browser) {
  const { env, drop } = await scratchDatabase(`adnet_bench_wire_${name}`);
  const target = { name, drop };
  try {
    // On a loaded machine the bootstrap's transaction can outlast its timeout: it is tried again.
    let owner;
    for (let attempt = 1; !owner; attempt++) {
      try {
        owner = bootstrap(env, "owner@bench.example", "Bench Games");
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    await seedCampaigns(env, owner.organizationId);
    target.server = await startServer(env, port, dir);
    const origin = `http://127.0.0.1:${port}`;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // A server's first pages can take long on a loaded machine (its first requests warm it): here and in load().
    page.setDefaultTimeout(120_000);
    await page.goto(`${origin}/sign-in`);
    await page.getByLabel("E-mail").fill("owner@bench.example");
    await page.getByLabel("Password").fill("bench-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/organizations/);
    await context.clearCookies({ name: "NEXT_LOCALE" });
    target.cookies = await context.cookies();
    await context.close();
    target.organizationId = owner.organizationId;
    target.url = `${origin}/organizations/${owner.organizationId}/campaigns`;
    // One load first, so the server has compiled and warmed what it serves; not counted.
    const warm = await browser.newContext();
    await warm.addCookies(target.cookies);
    await load(warm, target.url);
    await warm.close();
    return target;
  } catch (error) {
    target.server?.kill();
    await drop();
    throw error;
  }
}

const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
const targets = [];
try {
  targets.push(await setUp("app", PORT, root, browser));
  if (BASELINE_DIR) targets.push(await setUp("base", BASELINE_PORT, BASELINE_DIR, browser));
  const results = Object.fromEntries(targets.map((target) => [target.name, []]));
  for (let run = 1; run <= RUNS; run++) {
    // The builds alternate, so the machine's load falls on both alike.
    for (const target of targets.slice().reverse()) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies(target.cookies);
      const result = figures(await load(context, target.url), target.organizationId);
      await context.close();
      results[target.name].push(result);
      const types = Object.entries(result.byType)
        .sort((a, b) => b[1].sent - a[1].sent)
        .map(([type, { count, sent }]) => `${type} ${count}/${kb(sent)}`)
        .join(", ");
      console.log(
        `${target.name} run ${run}: ${result.requests} requests, ${kb(result.sent)}; headers ${kb(result.headers)}; ` +
          `prefetches ${result.prefetches}${result.prefetches ? ` (${result.prefetched.join(", ")})` : ""}; HTML ${kb(result.html.sent)} (${encodingOf(result.html)}); ` +
          `scripts ${result.encodings.join("/")}; API after load: ${result.apiAfterLoad.join(", ") || "none"}\n    ${types}`,
      );
    }
  }

  console.log(`\nCampaign list of ${CAMPAIGNS.toLocaleString("en")} campaigns, cold in Chromium (1440×900), medians of ${RUNS}:\n`);
  const names = targets.map((target) => target.name);
  const row = (label, pick) => `| ${label} | ${names.map((name) => pick(results[name])).join(" | ")} |`;
  console.log(`| what | ${names.join(" | ")} |`);
  console.log(`| --- | ${names.map(() => "---").join(" | ")} |`);
  console.log(row("transfer, all", (runs) => kb(median(runs.map((r) => r.sent)))));
  console.log(row("requests", (runs) => median(runs.map((r) => r.requests))));
  console.log(row("link prefetches", (runs) => median(runs.map((r) => r.prefetches))));
  console.log(row("response headers", (runs) => kb(median(runs.map((r) => r.headers)))));
  console.log(row("HTML", (runs) => kb(median(runs.map((r) => r.html.sent)))));
  const types = [...new Set(Object.values(results).flatMap((runs) => runs.flatMap((r) => Object.keys(r.byType))))].sort();
  for (const type of types)
    console.log(
      row(type, (runs) => {
        const present = runs.map((r) => r.byType[type] ?? { count: 0, sent: 0 });
        return `${median(present.map((p) => p.count))} / ${kb(median(present.map((p) => p.sent)))}`;
      }),
    );
  console.log(row("API requests after load", (runs) => median(runs.map((r) => r.apiAfterLoad.length))));
  for (const name of names) {
    const largest = Object.entries(results[name][0].headerNames)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([header, bytes]) => `${header} ${kb(bytes)}`)
      .join(", ");
    console.log(`${name}: largest headers summed over the load: ${largest}`);
  }
} finally {
  await browser.close();
  for (const target of targets) {
    target.server?.kill();
    await target.drop();
  }
}
