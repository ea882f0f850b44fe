#!/usr/bin/env node
// Operation 5 on PostgreSQL, through the production server: PROMOTIONS cross promotions over APPS apps of one
// organization (half the apps with an APPROVED platform; every house campaign targets the organization, one of its
// three children and, one in four, a foreign organization), so every record's eligibility differs and is computed
// when read. Medians of the first page, a deep page (by cursor) and one app's page; and the database statements one
// request costs, read from pg_stat_database (xact_commit: each autocommit statement is one), at page sizes 10 and 50:
// eligibility must cost a fixed number of statements per page, not one per record.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:cross-promotions
// Needs a production build (npm run build) and a local PostgreSQL; makes and drops its own database.
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { bootstrap, scratchDatabase, startServer } from "./lib/harness.mjs";
import { hex, median, objectId, printSamples, rowInserter, sampleAll, timedFetch, CAMPAIGN_COLUMNS, campaignRow } from "./lib/measure.mjs";

const PROMOTIONS = Number(process.env.PROMOTIONS ?? 10_000);
const APPS = Number(process.env.APPS ?? 50);
const SAMPLES = Number(process.env.SAMPLES ?? 50);
const PAGE = 50;
const PORT = Number(process.env.PORT ?? 3142);

const { env, drop } = await scratchDatabase("adnet_bench_crosspromo");

let server;
try {
  const owner = bootstrap(env, "owner@bench.example", "Bench Studio", false);
  const org = owner.organizationId;
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const insert = rowInserter(db);

  const seedStarted = performance.now();
  const started = Math.floor(Date.now() / 1000) - PROMOTIONS - 10;
  const now = new Date();
  const children = [0, 1, 2].map(() => objectId(started));
  await insert(
    "Organization",
    ["id", "name", "enabledFeatures", "parentOrganizationId", "depth", "updatedAt"],
    children.map((id, i) => [id, `Child ${i}`, [], org, 1, now]),
  );
  const foreign = objectId(started);
  await insert("Organization", ["id", "name", "enabledFeatures", "depth", "updatedAt"], [[foreign, "Elsewhere", [], 0, now]]);
  const apps = Array.from({ length: APPS }, () => objectId(started));
  await insert(
    "App",
    ["id", "organizationId", "name", "platforms", "sdkKey", "tags", "platformSettings", "updatedAt"],
    apps.map((id, i) => [id, org, `Game ${i}`, ["APP_PLATFORM_ANDROID"], `sdk_${hex(16)}`, [], "{}", now]),
  );
  await insert(
    "PlatformReview",
    ["id", "appId", "platform", "status", "updatedAt"],
    apps.map((id, i) => [
      objectId(started),
      id,
      "APP_PLATFORM_ANDROID",
      i % 2 ? "APPROVAL_STATUS_APPROVED" : "APPROVAL_STATUS_CREATED",
      now,
    ]),
  );

  for (let offset = 0; offset < PROMOTIONS; offset += 1000) {
    const campaigns = [];
    const ads = [];
    const creatives = [];
    const records = [];
    for (let i = offset; i < Math.min(PROMOTIONS, offset + 1000); i++) {
      const at = new Date((started + i) * 1000);
      const id = objectId(started + i);
      const adId = objectId(started + i);
      const app = apps[i % APPS];
      const targets = [org, children[i % 3], ...(i % 4 === 0 ? [foreign] : [])];
      campaigns.push(
        campaignRow({
          id,
          organizationId: org,
          kind: "HOUSE",
          name: `Promo ${i}`,
          status: i % 5 ? "CAMPAIGN_STATUS_ACTIVE" : "CAMPAIGN_STATUS_PENDING",
          budget: 0,
          inventoryTargets: targets,
          promotedAppIds: [app],
          at,
        }),
      );
      ads.push([adId, id, 0, `Ad ${i}`, ["puzzle"], "AD_PRODUCT_TYPE_INTRINSIC", app, at]);
      creatives.push([objectId(started + i), adId, 0, "IMAGE", "https://cdn.example.com/a.png", 320, 50, "image/png", at]);
      records.push([objectId(started + i), org, id, app, at, at]);
    }
    await insert("Campaign", CAMPAIGN_COLUMNS, campaigns);
    await insert("Ad", ["id", "campaignId", "position", "name", "categories", "productType", "promotedAppId", "createdAt"], ads);
    await insert("Creative", ["id", "adId", "position", "kind", "url", "width", "height", "mime", "createdAt"], creatives);
    await insert("CrossPromotion", ["id", "organizationId", "campaignId", "promotedAppId", "createdAt", "updatedAt"], records);
  }
  await db.query("ANALYZE");
  console.log(`seeded ${PROMOTIONS} cross promotions over ${APPS} apps in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  server = await startServer(env, PORT);
  const origin = `http://127.0.0.1:${PORT}`;
  const list = `${origin}/api/core/organization/${org}/house-campaign/cross-promotion`;
  const auth = { authorization: `Bearer ${owner.apiKey}` };
  const timed = timedFetch(auth);
  const nextOf = (res) => /<([^>]+)>; rel="next"/.exec(res.headers.get("link") ?? "")?.[1];

  // The 100th page: follow the Link header 99 times.
  let deep = `${list}?limit=${PAGE}`;
  for (let page = 1; page < 100; page++) deep = `${origin}${nextOf((await timed(deep)).res)}`;

  const targets = {
    "GET organization (baseline)": `${origin}/api/core/organization/${org}`,
    "first page": `${list}?limit=${PAGE}`,
    "100th page by cursor": deep,
    "one app (promotedAppId)": `${list}?limit=${PAGE}&promotedAppId=${apps[7]}`,
  };
  const results = await sampleAll(Object.fromEntries(Object.entries(targets).map(([label, url]) => [label, () => timed(url)])), SAMPLES);

  // Statements per request: pg_stat_database counts committed transactions once the server's backends report
  // them (within PostgreSQL's 10 s idle flush), so wait that out around each measured batch.
  const stats = new pg.Client({ connectionString: env.DATABASE_URL });
  await stats.connect();
  const committed = async () => {
    await sleep(11_000);
    await stats.query("SELECT pg_stat_clear_snapshot()");
    return Number((await stats.query("SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()")).rows[0].xact_commit);
  };
  const REQUESTS = 20;
  const statementsPer = async (url) => {
    const before = await committed();
    for (let i = 0; i < REQUESTS; i++) await timed(url);
    const after = await committed();
    return (after - before - 2) / REQUESTS; // the two snapshot reads of this session commit too
  };
  const counts = {
    "GET organization (baseline)": await statementsPer(targets["GET organization (baseline)"]),
    "first page, limit 10": await statementsPer(`${list}?limit=10`),
    "first page, limit 50": await statementsPer(`${list}?limit=50`),
    "100th page, limit 50": await statementsPer(deep),
    "one app, limit 50": await statementsPer(targets["one app (promotedAppId)"]),
  };
  await stats.end();
  await db.end();

  console.log(`\n${PROMOTIONS} cross promotions over ${APPS} apps; ${SAMPLES} sequential requests each (after 10 to warm up):`);
  printSamples(results);
  const ratio = median(results["100th page by cursor"]) / median(results["first page"]);
  console.log(`  100th page / first page: ${ratio.toFixed(2)}`);
  console.log(`\nDatabase statements per request (authentication included), mean of ${REQUESTS}:`);
  for (const [label, n] of Object.entries(counts)) console.log(`  ${label.padEnd(30)} ${n.toFixed(1)}`);
} finally {
  if (server) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  await drop();
}
