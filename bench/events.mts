// Events to webhooks, end to end in one process: 10,000 events committed (in transactions of 10, as fast as they
// go) while the event worker runs, each fanned out to 3 webhook endpoints on loopback receivers. Reports the time
// from each event's commit to its receipt at each endpoint (p50, p99, max over the 30,000 deliveries) and the
// total from the first commit to the last receipt.
//   npm run bench:events                                                              (embedded database, in memory)
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:events    (makes and drops its own database)
// EVENTS and ENDPOINTS override the sizes.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { installPrismaClient } from "@/lib/db/client";
import { PrismaClient } from "@/lib/db/generated/client";
import { migrationSql } from "@/lib/test/migration-sql";

const EVENTS = Number(process.env.EVENTS ?? 10_000);
const ENDPOINTS = Number(process.env.ENDPOINTS ?? 3);
const PER_TRANSACTION = 10;
const base = process.env.DATABASE_URL;

process.env.AUTH_SECRET ??= "bench";
process.env.SETTLEMENT_ENCRYPTION_KEYS ??= `bench:${randomBytes(32).toString("base64")}`;
process.env.FETCH_ALLOW_ADDRESSES = "127.0.0.1/32";

const name = `adnet_bench_${randomBytes(3).toString("hex")}`;
let admin: pg.Client | null = null;
let client: PrismaClient;
if (base) {
  admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const setup = new pg.Client({ connectionString: url.toString() });
  await setup.connect();
  for (const sql of migrationSql()) await setup.query(sql);
  await setup.end();
  process.env.DATABASE_URL = url.toString();
  client = new PrismaClient({ adapter: new PrismaPg({ connectionString: url.toString(), max: 10 }) });
  installPrismaClient(client, { kind: "postgres", url: url.toString() });
} else {
  const db = new PGlite();
  for (const sql of migrationSql()) await db.exec(sql);
  client = new PrismaClient({ adapter: new PrismaPGlite(db) });
  installPrismaClient(client, { kind: "pglite", pglite: db });
}

/** A receiver that notes when each event id arrived. */
async function receiver() {
  const received = new Map<string, number>();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received.set(String(req.headers["webhook-id"]), performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

try {
  const { createOwner } = await import("@/lib/test/fixtures");
  const { createWebhook } = await import("@/lib/webhooks/manage-webhooks");
  const { transaction } = await import("@/lib/db/transaction");
  const { recordEvents } = await import("@/lib/events/record-event");
  const { startEventWorker, stopEventWorker } = await import("@/lib/workers/event-worker");
  const { stopAssetQueue } = await import("@/lib/assets/asset-queue");
  const { prisma } = await import("@/lib/db/client");

  const { organization, user } = await createOwner({ name: "Bench Studio" });
  const receivers = await Promise.all(Array.from({ length: ENDPOINTS }, receiver));
  for (const r of receivers) await createWebhook(organization.id, user.id, { url: r.url, eventTypes: [], enabled: true });
  await startEventWorker();

  const committedAt = new Map<string, number>();
  const started = performance.now();
  for (let done = 0; done < EVENTS; done += PER_TRANSACTION) {
    const count = Math.min(PER_TRANSACTION, EVENTS - done);
    await transaction((tx) =>
      recordEvents(
        tx,
        Array.from({ length: count }, (_, i) => ({
          organizationId: organization.id,
          type: "campaign.approved" as const,
          objectId: null,
          data: { n: done + i },
        })),
      ),
    );
    const at = performance.now();
    // The ids recordEvents gave: the newest undated ones (read outside the timing of the commit itself).
    const rows = await prisma.event.findMany({
      where: { organizationId: organization.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: count,
      select: { id: true },
    });
    for (const row of rows) if (!committedAt.has(row.id)) committedAt.set(row.id, at);
  }
  const committed = performance.now();
  const expected = EVENTS * ENDPOINTS;
  for (;;) {
    const got = receivers.reduce((sum, r) => sum + r.received.size, 0);
    if (got >= expected) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const finished = performance.now();
  const latencies = receivers.flatMap((r) => [...r.received].map(([id, at]) => at - committedAt.get(id)!)).sort((a, b) => a - b);
  const result = {
    database: base ? "postgresql" : "embedded (PGlite)",
    events: EVENTS,
    endpoints: ENDPOINTS,
    deliveries: latencies.length,
    commitSeconds: +((committed - started) / 1000).toFixed(1),
    totalSeconds: +((finished - started) / 1000).toFixed(1),
    deliveriesPerSecond: Math.round(latencies.length / ((finished - started) / 1000)),
    commitToReceiptMs: {
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      max: Math.round(latencies[latencies.length - 1]),
    },
  };
  console.log(JSON.stringify(result, null, 2));
  await stopEventWorker();
  await stopAssetQueue(5_000);
  await Promise.all(receivers.map((r) => r.close()));
} finally {
  await client.$disconnect();
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
