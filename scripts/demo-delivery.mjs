#!/usr/bin/env node
// npm run -s demo:delivery -- [--organization ID] [--days 30] [--url http://localhost:3000] [--key oik_…]
// Posts plausible delivery (running totals per ad and UTC day) for the ads that may serve now, regular and house,
// of one organization or of all, exactly as a serving system would: it reads them from the serving feed (GET
// /api/core/serving/ads) and reports through POST /api/core/delivery on a running console. The key (--key or
// ADNET_API_KEY) is the platform integration key (oik_…, issued by a platform reviewer); a reviewer's own key works
// too. Sending it again for the same days changes nothing.
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    organization: { type: "string" },
    days: { type: "string", default: "30" },
    url: { type: "string", default: process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}` },
    key: { type: "string", default: process.env.ADNET_API_KEY },
    seed: { type: "string", default: "" },
  },
});
const fail = (message) => {
  console.error(message);
  process.exit(1);
};
if (values.organization !== undefined && !/^[0-9a-f]{24}$/.test(values.organization)) {
  fail("usage: npm run -s demo:delivery -- [--organization ID] [--days 30] [--url http://localhost:3000] [--key oik_…]");
}
if (!values.key) fail("Pass the platform integration key (or a platform reviewer's key) with --key or ADNET_API_KEY.");
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > 366) fail("--days must be a whole number from 1 to 366.");

const base = values.url.replace(/\/$/, "");
const headers = { authorization: `Bearer ${values.key}`, "content-type": "application/json" };

async function call(method, path, body) {
  const res = await fetch(`${base}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) fail(`${method} ${path} → ${res.status} ${json.reason ?? ""}: ${json.message ?? ""}`);
  return json;
}

/** Every ad that may serve now (of the organization, when one is given), from the serving feed. */
async function servingAds() {
  const found = [];
  let cursor;
  do {
    const query = new URLSearchParams({ limit: "5000", ...(cursor ? { cursor } : {}) });
    const page = await call("GET", `/api/core/serving/ads?${query}`);
    found.push(...page.items.filter((item) => !values.organization || item.organizationId === values.organization));
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}

// A small deterministic generator, so a second run posts the same totals for days already sent.
function random(seedText) {
  let h = 2166136261;
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h >>> 0) % 1_000_000) / 1_000_000;
  };
}

const utcDay = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

function dayTotals(ad, day, share) {
  const rnd = random(`${values.seed}${ad.adId}${day}`);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1.35 : 1;
  const impressions = Math.round((8_000 + rnd() * 30_000) * weekend * share);
  const clicks = Math.round(impressions * (0.008 + rnd() * 0.025));
  const installs = Math.round(clicks * (0.03 + rnd() * 0.09));
  const cpm = Number(ad.cpm ?? 0) || 3_000;
  return { adId: ad.adId, date: day, impressions, clicks, installs, spend: Math.round((impressions * cpm) / 1000) };
}

// Delivery cannot predate its campaign: each ad is reported from its campaign's creation (UTC) day on.
const ads = (await servingAds()).map((ad) => ({ ...ad, since: ad.reportableFrom }));
const campaigns = new Set(ads.map((ad) => ad.campaignId));
if (!ads.length) {
  fail(
    `No ad may serve now${values.organization ? " in this organization" : ""}: create a campaign, have a reviewer approve it and top up the balance first.`,
  );
}

const hourShare = (new Date().getUTCHours() + 1) / 24;
const rows = [];
for (let offset = days - 1; offset >= 0; offset--) {
  for (const ad of ads) if (utcDay(offset) >= ad.since) rows.push(dayTotals(ad, utcDay(offset), offset === 0 ? hourShare : 1));
}
let charged = 0;
let reported = 0;
for (let i = 0; i < rows.length; i += 1000) {
  const result = await call("POST", "/api/core/delivery", { rows: rows.slice(i, i + 1000) });
  charged += result.spendCharged;
  reported += result.spendReported;
}
console.log(
  `Posted ${rows.length} rows (${ads.length} ads of ${campaigns.size} serving campaigns × ${days} days): ` +
    `${reported.toLocaleString("en")} KRW of new spend reported, ${charged.toLocaleString("en")} KRW charged.`,
);
