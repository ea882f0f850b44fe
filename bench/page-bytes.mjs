#!/usr/bin/env node
// Bytes on the wire of the campaign list page, cold, as Chromium loads it: an owner with CAMPAIGNS campaigns (one
// ad and one creative each), signed in, opens the list in a fresh context and waits until the network is quiet.
// Prints the page's HTML (sent and decoded), the API answers (sent and decoded, and how they were encoded), the
// link prefetches fired, and all bytes received; then the HTML of the sign-in page and of the API reference.
// SAVE_HTML=<file> also writes the list page's HTML there.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres node bench/page-bytes.mjs
// Needs a production build (npm run build) and a local PostgreSQL; makes and drops its own database.
import fs from "node:fs";
import http from "node:http";
import pg from "pg";
import { chromium } from "@playwright/test";
import { bootstrap, scratchDatabase, startServer } from "./lib/harness.mjs";
import { objectId, rowInserter, CAMPAIGN_COLUMNS, campaignRow } from "./lib/measure.mjs";

const CAMPAIGNS = Number(process.env.CAMPAIGNS ?? 10_000);
const PORT = Number(process.env.PORT ?? 3157);
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every response of one page load: its URL, type, bytes sent (headers and body) and decoded body size, encoding. */
async function load(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const seen = new Map();
  cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) =>
    seen.set(requestId, {
      url: request.url,
      type,
      prefetch:
        "next-router-prefetch" in request.headers ||
        (/[?&]_rsc=/.test(request.url) && request.headers["next-router-prefetch"] !== undefined),
    }),
  );
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    const entry = seen.get(requestId);
    if (entry)
      Object.assign(entry, {
        status: response.status,
        encoding: response.headers["content-encoding"] ?? response.headers["Content-Encoding"] ?? "none",
      });
  });
  cdp.on("Network.dataReceived", ({ requestId, dataLength }) => {
    const entry = seen.get(requestId);
    if (entry) entry.decoded = (entry.decoded ?? 0) + dataLength;
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const entry = seen.get(requestId);
    if (entry) entry.sent = encodedDataLength;
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.close();
  return [...seen.values()].filter((entry) => entry.sent !== undefined);
}

/** Bytes of one answer as sent (before any decoding), asking with `acceptEncoding`. */
function rawBytes(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on("data", (chunk) => (bytes += chunk.length));
        res.on("end", () => resolve({ bytes, encoding: res.headers["content-encoding"] ?? "none" }));
      })
      .on("error", reject);
  });
}

const { env, drop } = await scratchDatabase("adnet_bench_bytes");
let server;
let browser;
try {
  const owner = bootstrap(env, "owner@bench.example", "Bench Games");
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
      campaigns.push(
        campaignRow({ id, organizationId: owner.organizationId, name: `Campaign ${i}`, status: "CAMPAIGN_STATUS_ACTIVE", at }),
      );
      ads.push([adId, id, 0, `Ad ${i}`, ["puzzle"], 3000, "AD_PRODUCT_TYPE_INTRINSIC", "https://example.com/", at]);
      creatives.push([objectId(started + i), adId, 0, "IMAGE", "https://cdn.example.com/a.png", 1200, 628, "image/png", at]);
    }
    await insert("Campaign", CAMPAIGN_COLUMNS, campaigns);
    await insert("Ad", ["id", "campaignId", "position", "name", "categories", "cpm", "productType", "destinationUrl", "createdAt"], ads);
    await insert("Creative", ["id", "adId", "position", "kind", "url", "width", "height", "mime", "createdAt"], creatives);
  }
  await db.end();
  server = await startServer(env, PORT);
  const origin = `http://127.0.0.1:${PORT}`;
  browser = await chromium.launch({ executablePath });

  const anonymous = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const pages = {};
  for (const path of ["/sign-in", "/docs/api"])
    pages[path] = (await load(anonymous, origin + path)).find((entry) => entry.type === "Document");
  await anonymous.close();

  const signedIn = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await signedIn.newPage();
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel("E-mail").fill("owner@bench.example");
  await page.getByLabel("Password").fill("bench-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/organizations/);
  await page.close();
  await signedIn.clearCookies({ name: "NEXT_LOCALE" });
  const cookies = await signedIn.cookies();
  const cold = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await cold.addCookies(cookies);
  const listUrl = `${origin}/organizations/${owner.organizationId}/campaigns`;
  const list = await load(cold, listUrl);
  // SAVE_HTML=file keeps the list page's HTML, to see what it carries.
  if (process.env.SAVE_HTML) fs.writeFileSync(process.env.SAVE_HTML, await (await cold.request.get(listUrl)).text());
  await cold.close();

  const sum = (entries, field) => entries.reduce((total, entry) => total + (entry[field] ?? 0), 0);
  const html = list.find((entry) => entry.type === "Document");
  const api = list.filter((entry) => new URL(entry.url).pathname.startsWith("/api/"));
  const prefetches = list.filter((entry) => entry.prefetch);
  console.log(`Campaign list of ${CAMPAIGNS.toLocaleString("en")} campaigns, cold (Chromium, 1440×900):`);
  console.log(`  HTML                ${kb(html.sent).padStart(9)} sent, ${kb(html.decoded).padStart(9)} decoded (${html.encoding})`);
  for (const entry of api) {
    console.log(
      `  ${new URL(entry.url).pathname.replace(owner.organizationId, "{id}").padEnd(20)} ${kb(entry.sent).padStart(9)} sent, ${kb(entry.decoded).padStart(9)} decoded (${entry.encoding})`,
    );
  }
  console.log(`  link prefetches     ${prefetches.length} (${kb(sum(prefetches, "sent"))} sent)`);
  console.log(`  all responses       ${list.length} (${kb(sum(list, "sent"))} sent, ${kb(sum(list, "decoded"))} decoded)`);
  const apiUrl = `${origin}/api/core/organization/${owner.organizationId}/campaign?limit=50`;
  console.log("The list's JSON, first page of 50 (GET …/campaign?limit=50 with the session), as sent:");
  for (const acceptEncoding of [undefined, "gzip, deflate", "gzip, deflate, br"]) {
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const { bytes, encoding } = await rawBytes(apiUrl, { cookie, ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) });
    console.log(`  Accept-Encoding ${(acceptEncoding ?? "(none)").padEnd(18)} ${kb(bytes).padStart(9)} (${encoding})`);
  }
  for (const [path, entry] of Object.entries(pages)) {
    console.log(`${path.padEnd(21)} HTML ${kb(entry.sent).padStart(9)} sent, ${kb(entry.decoded).padStart(9)} decoded (${entry.encoding})`);
  }
} finally {
  await browser?.close();
  server?.kill();
  await drop();
}
