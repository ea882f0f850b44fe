#!/usr/bin/env node
// npm run -s demo:delivery -- [--organization ID] [--campaign ID] [--days 30] [--url http://localhost:3000] [--key oik_…]
// Posts plausible delivery (running totals per ad, UTC hour, country and creative, and app platform where the campaign
// targets platforms) for the ads that may serve now, regular and house,
// of one organization or of all, exactly as a serving system would: it reads them from the serving feed (GET
// /api/core/serving/ads) and reports through POST /api/core/delivery on a running console. The key (--key or
// ADNET_API_KEY) is the platform integration key (oik_…, issued by a platform reviewer); a reviewer's own key works
// too. Sending it again for the same days changes nothing; it says what it posted (days, hours, countries, totals).
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    organization: { type: "string" },
    campaign: { type: "string" },
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
for (const id of [values.organization, values.campaign]) {
  if (id !== undefined && !/^[0-9a-f]{24}$/.test(id)) {
    fail("usage: npm run -s demo:delivery -- [--organization ID] [--campaign ID] [--days 30] [--url http://localhost:3000] [--key oik_…]");
  }
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
    found.push(
      ...page.items.filter(
        (item) =>
          (!values.organization || item.organizationId === values.organization) &&
          (!values.campaign || item.campaignId === values.campaign),
      ),
    );
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
// Where a campaign without a country target is shown, each with its share of the ad's delivery.
const DEFAULT_COUNTRIES = [
  ["KR", 0.55],
  ["JP", 0.25],
  ["US", 0.2],
];
// How a day's delivery spreads over its UTC hours: Korean evenings (UTC 09-14) busiest, the small hours quietest.
const HOUR_WEIGHT = Array.from({ length: 24 }, (_, hour) => 0.4 + Math.max(0, Math.sin(((hour - 3) / 24) * 2 * Math.PI)) * 1.6);
const WEIGHT_SUM = HOUR_WEIGHT.reduce((a, b) => a + b, 0);

/** The countries an ad is reported in: its campaign's targeted ones (up to three, shared evenly), else KR, JP and US. */
function countriesOf(ad) {
  const targeted = ad.targeting?.locations ?? [];
  if (!targeted.length) return DEFAULT_COUNTRIES;
  const chosen = targeted.slice(0, 3);
  return chosen.map((country) => [country, 1 / chosen.length]);
}

/** How an ad's delivery splits over its creatives: the first served most, each next one about half as much. */
function creativeShares(ad) {
  const weights = ad.creatives.map((_, index) => 1 / 2 ** index);
  const sum = weights.reduce((a, b) => a + b, 0);
  return ad.creatives.map((creative, index) => [creative._id, weights[index] / sum]);
}

// The targeted platforms' shares of a day; a campaign targeting none is reported without a platform.
const PLATFORM_SHARES = { APP_PLATFORM_ANDROID: 0.6, APP_PLATFORM_IOS: 0.4, APP_PLATFORM_WINDOWS: 0.1, APP_PLATFORM_H5: 0.1 };
function platformShares(ad) {
  const targeted = ad.targeting?.platforms ?? [];
  if (!targeted.length) return [[undefined, 1]];
  const sum = targeted.reduce((acc, platform) => acc + (PLATFORM_SHARES[platform] ?? 0.1), 0);
  return targeted.map((platform) => [platform, (PLATFORM_SHARES[platform] ?? 0.1) / sum]);
}

/**
 * An ad's day as a serving system reports it: a row per UTC hour (up to `hours`), country, creative and targeted
 * platform, each the running total of its cell. Deterministic: a second run posts the same totals for what was
 * already sent.
 */
function dayRows(ad, day, hours) {
  const rnd = random(`${values.seed}${ad.adId}${day}`);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1.35 : 1;
  const dayImpressions = (8_000 + rnd() * 30_000) * weekend;
  const ctr = 0.008 + rnd() * 0.025;
  const installRate = 0.03 + rnd() * 0.09;
  const cpm = Number(ad.cpm ?? 0) || 3_000;
  const rows = [];
  for (let hour = 0; hour < hours; hour++) {
    for (const [country, countryShare] of countriesOf(ad)) {
      for (const [creativeId, creativeShare] of creativeShares(ad)) {
        for (const [platform, platformShare] of platformShares(ad)) {
          const share = countryShare * creativeShare * platformShare;
          const impressions = Math.round((dayImpressions * HOUR_WEIGHT[hour] * share) / WEIGHT_SUM);
          const clicks = Math.round(impressions * ctr);
          const installs = Math.round(clicks * installRate);
          const spend = Math.round((impressions * cpm) / 1000);
          rows.push({
            adId: ad.adId,
            date: day,
            hour,
            country,
            creativeId,
            ...(platform ? { platform } : {}),
            impressions,
            clicks,
            installs,
            spend,
          });
        }
      }
    }
  }
  return rows;
}

// Delivery cannot predate its campaign: each ad is reported from its campaign's creation (UTC) day on.
const ads = (await servingAds()).map((ad) => ({ ...ad, since: ad.reportableFrom }));
const campaigns = new Set(ads.map((ad) => ad.campaignId));
if (!ads.length) {
  fail(
    `No ad may serve now${values.organization ? " in this organization" : ""}: create a campaign, have a reviewer approve it and top up the balance first.`,
  );
}

// Today only up to the current hour: delivery is reported for hours that have happened.
const hoursToday = new Date().getUTCHours() + 1;
const rows = [];
const adDays = new Map();
for (let offset = days - 1; offset >= 0; offset--) {
  const day = utcDay(offset);
  for (const ad of ads) {
    if (day < ad.since) continue;
    rows.push(...dayRows(ad, day, offset === 0 ? hoursToday : 24));
    adDays.set(ad.adId, (adDays.get(ad.adId) ?? 0) + 1);
  }
}
const total = { changed: 0, reported: 0, charged: 0, notServable: 0 };
for (let i = 0; i < rows.length; i += 1000) {
  const result = await call("POST", "/api/core/delivery", { rows: rows.slice(i, i + 1000) });
  total.changed += result.changed;
  total.reported += result.spendReported;
  total.charged += result.spendCharged;
  total.notServable += result.spendNotServable ?? 0;
}
const sum = (field) => rows.reduce((acc, row) => acc + row[field], 0).toLocaleString("en");
const dayCounts = [...adDays.values()];
const countries = [...new Set(rows.map((row) => row.country))].sort();
const creatives = new Set(rows.map((row) => row.creativeId)).size;
const platforms = [...new Set(rows.flatMap((row) => (row.platform ? [row.platform] : [])))].sort();
const krw = (n) => `${n.toLocaleString("en")} KRW`;
console.log(
  [
    `Posted ${rows.length.toLocaleString("en")} rows (${total.changed.toLocaleString("en")} new or grown) for ${ads.length} ads of ` +
      `${campaigns.size} serving campaigns: a row per UTC hour, country and creative` +
      (platforms.length ? " and app platform." : "."),
    `  days: ${Math.min(...dayCounts)} to ${Math.max(...dayCounts)} per ad (from its campaign's creation day, at most --days ${days}), ` +
      `${rows[0].date} to ${rows[rows.length - 1].date}, today up to ${String(hoursToday - 1).padStart(2, "0")}:00 UTC`,
    `  countries: ${countries.join(", ")}`,
    `  creatives: ${creatives}; platforms: ${platforms.length ? platforms.join(", ") : "none targeted (rows without a platform)"}`,
    `  in all: ${sum("impressions")} impressions, ${sum("clicks")} clicks, ${sum("installs")} installs`,
    `  new spend reported: ${krw(total.reported)}; charged: ${krw(total.charged)}` +
      (total.notServable ? `; not servable then (never charged): ${krw(total.notServable)}` : "") +
      (total.reported > total.charged + total.notServable ? "; the rest was over a budget or the balance" : ""),
  ].join("\n"),
);
