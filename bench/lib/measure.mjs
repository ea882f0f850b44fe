// What the seeded list benchmarks share: ids in the database's format, multi-row inserts, sequential timed
// requests with a warm-up, and the median / p90 report.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";

export const hex = (n) => randomBytes(n).toString("hex");
/** An ObjectId whose first 4 bytes are `seconds`, as the server's ids are. */
export const objectId = (seconds) => seconds.toString(16).padStart(8, "0") + hex(8);
/** The Campaign table's columns, in the order the seeding benchmarks give each row's values. */
export const CAMPAIGN_COLUMNS = [
  "id",
  "organizationId",
  "kind",
  "name",
  "status",
  "startAt",
  "budget",
  "budgetRemain",
  "platforms",
  "devices",
  "tags",
  "locations",
  "languages",
  "inventoryTargets",
  "btags",
  "promotedAppIds",
  "createdAt",
  "updatedAt",
];
/** One seeded campaign's values in CAMPAIGN_COLUMNS order: an Android, Korean-speaking campaign from 2026-01-01. */
export function campaignRow({
  id,
  organizationId,
  kind = "REGULAR",
  name,
  status,
  budget = 1_000_000,
  inventoryTargets = [],
  promotedAppIds = [],
  at,
}) {
  return [
    id,
    organizationId,
    kind,
    name,
    status,
    new Date(2026, 0, 1),
    budget,
    budget,
    ["APP_PLATFORM_ANDROID"],
    [],
    [],
    ["KR"],
    ["ko"],
    inventoryTargets,
    [],
    promotedAppIds,
    at,
    at,
  ];
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** insert(table, columns, rows): one INSERT of all `rows` (arrays in `columns` order) through the pg client `db`. */
export function rowInserter(db) {
  return (table, columns, rows) => {
    const params = [];
    const tuples = rows.map((row) => `(${row.map((v) => (params.push(v), `$${params.length}`)).join(", ")})`);
    return db.query(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES ${tuples.join(", ")}`, params);
  };
}

/**
 * Inserts `count` ACTIVE campaigns of the organization through `insert` (rowInserter), one ad and one creative each,
 * 500 to a statement, created a second apart up to now; `name(i)` names the i-th, `reviewStatus` is their ads'
 * (the column's default, PENDING, when unset). Answers the campaigns' ids in order.
 */
export async function insertActiveCampaigns(insert, { organizationId, count, name = (i) => `Campaign ${i}`, reviewStatus }) {
  const started = Math.floor(Date.now() / 1000) - count;
  const adColumns = ["id", "campaignId", "position", "name", "categories", "cpm", "productType", "destinationUrl", "createdAt"];
  if (reviewStatus) adColumns.push("reviewStatus");
  const ids = [];
  for (let offset = 0; offset < count; offset += 500) {
    const campaigns = [];
    const ads = [];
    const creatives = [];
    for (let i = offset; i < Math.min(count, offset + 500); i++) {
      const at = new Date((started + i) * 1000);
      const id = objectId(started + i);
      const adId = objectId(started + i);
      ids.push(id);
      campaigns.push(campaignRow({ id, organizationId, name: name(i), status: "CAMPAIGN_STATUS_ACTIVE", at }));
      const ad = [adId, id, 0, `Ad ${i}`, ["puzzle"], 3000, "AD_PRODUCT_TYPE_INTRINSIC", "https://example.com/", at];
      ads.push(reviewStatus ? [...ad, reviewStatus] : ad);
      creatives.push([objectId(started + i), adId, 0, "IMAGE", "https://cdn.example.com/a.png", 1200, 628, "image/png", at]);
    }
    await insert("Campaign", CAMPAIGN_COLUMNS, campaigns);
    await insert("Ad", adColumns, ads);
    await insert("Creative", ["id", "adId", "position", "kind", "url", "width", "height", "mime", "createdAt"], creatives);
  }
  return ids;
}

/** timed(url, init): one request with `headers`, its time in ms, the response and its body; anything but 200 throws. */
export function timedFetch(headers) {
  return async (url, init = {}) => {
    const t0 = performance.now();
    const res = await fetch(url, { ...init, headers: { ...headers, ...init.headers } });
    const body = await res.text();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body}`);
    return { ms, res, body };
  };
}

/** Each target (label → a request) run 10 times to warm up, then `samples` times; the times by label. */
export async function sampleAll(targets, samples) {
  const results = {};
  for (const [label, run] of Object.entries(targets)) {
    for (let i = 0; i < 10; i++) await run();
    const times = [];
    for (let i = 0; i < samples; i++) times.push((await run()).ms);
    results[label] = times;
  }
  return results;
}

export function printSamples(results) {
  for (const [label, samples] of Object.entries(results)) {
    console.log(
      `  ${label.padEnd(30)} median ${median(samples).toFixed(1).padStart(6)} ms   p90 ${percentile(samples, 0.9).toFixed(1).padStart(6)} ms`,
    );
  }
}

const TICK_MS = 10; // USER_HZ is 100 on Linux
/** User + system CPU milliseconds of `pid` and its children (a cluster's workers), from /proc. */
export function cpuMs(pid) {
  let ticks = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
      for (const task of fs.readdirSync(`/proc/${p}/task`)) {
        const children = fs.readFileSync(`/proc/${p}/task/${task}/children`, "utf8").trim();
        if (children) stack.push(...children.split(" ").map(Number));
      }
    } catch {}
  }
  return ticks * TICK_MS;
}
