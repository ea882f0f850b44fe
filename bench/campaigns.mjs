#!/usr/bin/env node
// Campaigns on PostgreSQL, through the production server: with CAMPAIGNS campaigns in one organization (one ad and
// one creative each; a tenth PENDING, a tenth PAUSED, the rest ACTIVE), the median time of the list's first page,
// of its 100th page (reached by cursor: a keyset, never an OFFSET, so depth must not cost), of a filtered page, and
// of POST campaign with 10 ads of 3 creatives each (two from uploaded assets, one hosted), and, side by side, adding an
// ad to a campaign that already holds 99 (the last one its limit of 100 allows: every request gets its own such
// campaign) against creating a campaign of that one ad (one creative from an uploaded asset each). Requests one at a
// time; medians of SAMPLES requests after a warm-up.
// Each campaign's ad has delivery on each of the last DELIVERY_DAYS UTC days (default 30; 0 seeds none), and the list
// is also read with each campaign's delivery over the last 30 days (include=metrics) and ordered by spend and by CTR
// (first page, and the 20th by cursor). A build without those parameters answers them 400: the bench says so and
// measures the rest, so two builds can be compared side by side.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:campaigns
// Needs a production build (npm run build) and a local PostgreSQL; makes and drops its own database.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { bootstrap, scratchDatabase, startServer } from "./lib/harness.mjs";
import { median, objectId, printSamples, rowInserter, sampleAll, timedFetch, CAMPAIGN_COLUMNS, campaignRow } from "./lib/measure.mjs";

const CAMPAIGNS = Number(process.env.CAMPAIGNS ?? 100_000);
const DELIVERY_DAYS = Number(process.env.DELIVERY_DAYS ?? 30);
const SAMPLES = Number(process.env.SAMPLES ?? 50);
const PAGE = 50;
const PORT = Number(process.env.PORT ?? 3141);

const { env, drop } = await scratchDatabase("adnet_bench_campaigns");

let server;
try {
  const owner = bootstrap(env, "owner@bench.example", "Bench Games", false);
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const insert = rowInserter(db);

  const seedStarted = performance.now();
  const started = Math.floor(Date.now() / 1000) - CAMPAIGNS;
  const statusOf = (i) => (i % 10 === 0 ? "CAMPAIGN_STATUS_PENDING" : i % 10 === 1 ? "CAMPAIGN_STATUS_PAUSED" : "CAMPAIGN_STATUS_ACTIVE");
  for (let offset = 0; offset < CAMPAIGNS; offset += 1000) {
    const campaigns = [];
    const ads = [];
    const creatives = [];
    for (let i = offset; i < Math.min(CAMPAIGNS, offset + 1000); i++) {
      const at = new Date((started + i) * 1000);
      const id = objectId(started + i);
      const adId = objectId(started + i);
      campaigns.push(campaignRow({ id, organizationId: owner.organizationId, name: `Campaign ${i}`, status: statusOf(i), at }));
      ads.push([adId, id, 0, `Ad ${i}`, ["puzzle"], 3000, "AD_PRODUCT_TYPE_INTRINSIC", "https://example.com/", at]);
      creatives.push([objectId(started + i), adId, 0, "IMAGE", "https://cdn.example.com/a.png", 1200, 628, "image/png", at]);
    }
    await insert("Campaign", CAMPAIGN_COLUMNS, campaigns);
    await insert("Ad", ["id", "campaignId", "position", "name", "categories", "cpm", "productType", "destinationUrl", "createdAt"], ads);
    await insert("Creative", ["id", "adId", "position", "kind", "url", "width", "height", "mime", "createdAt"], creatives);
    // Delivery of each ad on each of the last DELIVERY_DAYS days (running totals per ad and UTC day, all charged).
    const delivery = [];
    for (const [adId, campaignId] of ads) {
      for (let day = 0; day < DELIVERY_DAYS; day++) {
        const impressions = 1000 + ((adId.charCodeAt(20) * 37 + day * 11) % 5000);
        const clicks = Math.floor(impressions / (20 + (adId.charCodeAt(21) % 30)));
        const installs = Math.floor(clicks / (3 + (day % 5)));
        const spend = impressions * 3;
        const date = new Date(Date.now() - day * 86_400_000).toISOString().slice(0, 10);
        delivery.push([adId, date, campaignId, owner.organizationId, impressions, clicks, installs, spend, spend]);
      }
    }
    const DELIVERY_COLUMNS = ["adId", "date", "campaignId", "organizationId", "impressions", "clicks", "installs", "spend", "charged"];
    for (let i = 0; i < delivery.length; i += 5000) await insert("DeliveryDay", DELIVERY_COLUMNS, delivery.slice(i, i + 5000));
  }
  // READY image assets for the creatives of the POST benchmark.
  const assets = Array.from({ length: 20 }, () => objectId(started));
  await insert(
    "Asset",
    ["id", "organizationId", "kind", "productType", "status", "mime", "fileSize", "originalKey", "width", "height", "updatedAt"],
    assets.map((id) => [
      id,
      owner.organizationId,
      "IMAGE",
      1,
      "READY",
      "image/png",
      1000,
      `${owner.organizationId}/${id}/original.png`,
      640,
      360,
      new Date(),
    ]),
  );
  // Approved campaigns of 99 approved ads each (one hosted creative per ad): one per "add an ad" request.
  const FULL_ADS = 99;
  const fullCampaigns = Array.from({ length: SAMPLES + 10 }, () => objectId(started));
  const adColumns = [
    "id",
    "campaignId",
    "position",
    "name",
    "categories",
    "cpm",
    "productType",
    "destinationUrl",
    "reviewStatus",
    "createdAt",
  ];
  const creativeColumns = ["id", "adId", "position", "kind", "url", "width", "height", "mime", "createdAt"];
  // Older than every other campaign: they come last in the list, whose pages are measured above.
  const at = new Date((started - 10) * 1000);
  await insert(
    "Campaign",
    CAMPAIGN_COLUMNS,
    fullCampaigns.map((id, i) =>
      campaignRow({ id, organizationId: owner.organizationId, name: `Full ${i}`, status: "CAMPAIGN_STATUS_ACTIVE", at }),
    ),
  );
  for (const campaignId of fullCampaigns) {
    const ads = Array.from({ length: FULL_ADS }, (_, position) => [
      objectId(started),
      campaignId,
      position,
      `Ad ${position}`,
      ["puzzle"],
      3000,
      "AD_PRODUCT_TYPE_INTRINSIC",
      "https://example.com/",
      "APPROVED",
      at,
    ]);
    await insert("Ad", adColumns, ads);
    await insert(
      "Creative",
      creativeColumns,
      ads.map(([adId]) => [objectId(started), adId, 0, "IMAGE", "https://cdn.example.com/a.png", 1200, 628, "image/png", at]),
    );
  }
  await db.query("ANALYZE");
  console.log(
    `seeded ${CAMPAIGNS} campaigns (${CAMPAIGNS * DELIVERY_DAYS} delivery rows) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  server = await startServer(env, PORT);
  const origin = `http://127.0.0.1:${PORT}`;
  const list = `${origin}/api/core/organization/${owner.organizationId}/campaign`;
  const auth = { authorization: `Bearer ${owner.apiKey}` };

  const timed = timedFetch(auth);

  // The 100th page: follow nextCursor 99 times.
  let deep = `${list}?limit=${PAGE}`;
  for (let page = 1; page < 100; page++) {
    const { body } = await timed(deep);
    deep = `${list}?limit=${PAGE}&cursor=${encodeURIComponent(JSON.parse(body).nextCursor)}`;
  }

  // The list with delivery: include=metrics (last 30 days), and ordered by spend and by CTR; the 20th page by spend.
  const metrics = `${list}?limit=${PAGE}&include=metrics`;
  const bySpend = `${list}?limit=${PAGE}&sort=spend`;
  const byCtr = `${list}?limit=${PAGE}&sort=ctr`;
  const probe = await fetch(metrics, { headers: auth });
  const withMetrics = probe.status === 200;
  if (!withMetrics) console.log(`this build answers include=metrics ${probe.status}: the list's metrics are not measured`);
  let deepSpend = bySpend;
  for (let page = 1; withMetrics && page < 20; page++) {
    const { body } = await timed(deepSpend);
    deepSpend = `${bySpend}&cursor=${encodeURIComponent(JSON.parse(body).nextCursor)}`;
  }

  const adsBody = Array.from({ length: 10 }, (_, a) => ({
    name: `Ad ${a}`,
    categories: ["puzzle"],
    cpm: 3000,
    productType: "AD_PRODUCT_TYPE_INTRINSIC",
    creatives: [
      { image: { assetId: assets[(a * 2) % assets.length] } },
      { image: { assetId: assets[(a * 2 + 1) % assets.length] } },
      { image: { url: "https://cdn.example.com/hosted.png", width: 1200, height: 628, mime: "image/png" } },
    ],
    destinationUrl: "https://play.google.com/store/apps/details?id=com.example.game",
  }));
  const createBody = JSON.stringify({
    name: "Bench campaign",
    startAt: "2026-01-01T00:00:00Z",
    cur: "CURRENCY_KRW",
    budget: 1_000_000,
    targeting: { platforms: ["APP_PLATFORM_ANDROID"], devices: [], tags: [], locations: ["KR"], languages: ["ko"] },
    btags: [],
    ads: adsBody,
  });

  const oneAd = {
    name: "One more ad",
    categories: ["puzzle"],
    cpm: 3000,
    productType: "AD_PRODUCT_TYPE_INTRINSIC",
    creatives: [{ image: { assetId: assets[0] } }],
    destinationUrl: "https://play.google.com/store/apps/details?id=com.example.game",
  };
  const oneAdCampaign = JSON.stringify({ ...JSON.parse(createBody), name: "One-ad campaign", ads: [oneAd] });
  const json = { "content-type": "application/json" };
  let nextFull = 0;

  const targets = {
    // Baseline: one row through the same authentication and wrapper; read the rest as multiples of it.
    "GET organization (baseline)": () => timed(`${origin}/api/core/organization/${owner.organizationId}`),
    "list, first page": () => timed(`${list}?limit=${PAGE}`),
    "list, 100th page by cursor": () => timed(deep),
    "list, status=PAUSED": () => timed(`${list}?limit=${PAGE}&status=CAMPAIGN_STATUS_PAUSED`),
    'list, name contains "99"': () => timed(`${list}?limit=${PAGE}&name=99`),
    ...(withMetrics && {
      "list + metrics, first page": () => timed(metrics),
      "list by spend, first page": () => timed(bySpend),
      "list by spend, 20th page": () => timed(deepSpend),
      "list by CTR, first page": () => timed(byCtr),
    }),
    "POST, 10 ads x 3 creatives": () => timed(list, { method: "POST", headers: json, body: createBody }),
    "POST campaign of one ad": () => timed(list, { method: "POST", headers: json, body: oneAdCampaign }),
    "POST ad, campaign of 99 ads": () =>
      timed(`${list}/${fullCampaigns[nextFull++]}/ad`, { method: "POST", headers: json, body: JSON.stringify(oneAd) }),
  };
  const results = await sampleAll(targets, SAMPLES);

  // The plan of the deep page's query: an index scan from the cursor on, no OFFSET, no sort.
  const cursorRow = (
    await db.query(
      `SELECT "createdAt", id FROM "Campaign" WHERE "organizationId" = $1 ORDER BY "createdAt" DESC, id DESC OFFSET ${99 * PAGE} LIMIT 1`,
      [owner.organizationId],
    )
  ).rows[0];
  const plan = await db.query(
    `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT id FROM "Campaign" WHERE "organizationId" = $1 AND kind = 'REGULAR'
     AND "createdAt" <= $2 AND ("createdAt" < $2 OR ("createdAt" = $2 AND id < $3)) ORDER BY "createdAt" DESC, id DESC LIMIT ${PAGE + 1}`,
    [owner.organizationId, cursorRow.createdAt, cursorRow.id],
  );
  await db.end();

  console.log(`\n${CAMPAIGNS} campaigns in one organization; ${SAMPLES} sequential requests each (after 10 to warm up):`);
  printSamples(results);
  const ratio = median(results["list, 100th page by cursor"]) / median(results["list, first page"]);
  console.log(`  100th page / first page: ${ratio.toFixed(2)} (target < 1.5: ${ratio < 1.5 ? "met" : "NOT met"})`);
  const post = median(results["POST, 10 ads x 3 creatives"]);
  const baseline = median(results["GET organization (baseline)"]);
  console.log(
    `  POST median ${post.toFixed(1)} ms (target < 25 ms: ${post < 25 ? "met" : "NOT met"}), ${(post / baseline).toFixed(1)}x the baseline`,
  );
  const addAd = median(results["POST ad, campaign of 99 ads"]);
  const createOne = median(results["POST campaign of one ad"]);
  console.log(
    `  add an ad to a campaign of 99 / create a one-ad campaign: ${(addAd / createOne).toFixed(2)} (target within 2: ${addAd / createOne <= 2 ? "met" : "NOT met"})`,
  );
  console.log(`\nPlan of the 100th page's keyset query:\n${plan.rows.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`);
} finally {
  if (server) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  await drop();
}
