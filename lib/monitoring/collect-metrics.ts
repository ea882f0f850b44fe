import "server-only";
import { timingSafeEqual, createHash } from "node:crypto";
import client from "prom-client";
import { ApiError, unauthorized } from "@/lib/api/errors";
import { metrics } from "@/lib/api/metrics";
import { getDatabaseTarget, getPrisma } from "@/lib/db/client";
import { setting } from "@/lib/config";

const state = globalThis as typeof globalThis & { __adnetGauges?: { queue: client.Gauge; pool: client.Gauge } };

/** Gauges read from the database when scraped: jobs waiting per queue and state, and connections in use. */
function gauges() {
  if (state.__adnetGauges) return state.__adnetGauges;
  const { registry } = metrics();
  const queue = new client.Gauge({
    name: "job_queue_depth",
    help: "Jobs in the queue by queue name and state (created, retry, active)",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
  });
  const pool = new client.Gauge({
    name: "database_connections",
    help: "Connections to the database by state (active, idle, …) and the pool's configured maximum (max)",
    labelNames: ["state"] as const,
    registers: [registry],
  });
  return (state.__adnetGauges = { queue, pool });
}

async function refreshGauges() {
  const { queue, pool } = gauges();
  const prisma = getPrisma();
  queue.reset();
  try {
    const rows = await prisma.$queryRaw<{ name: string; state: string; count: bigint }[]>`
      SELECT name, state::text AS state, count(*) AS count FROM pgboss.job
      WHERE state IN ('created', 'retry', 'active') GROUP BY name, state`;
    for (const row of rows) queue.set({ queue: row.name, state: row.state }, Number(row.count));
  } catch {
    // The queue's schema appears when the queue first starts.
  }
  pool.reset();
  if (getDatabaseTarget().kind === "postgres") {
    const rows = await prisma.$queryRaw<{ state: string | null; count: bigint }[]>`
      SELECT state, count(*) AS count FROM pg_stat_activity WHERE datname = current_database() GROUP BY state`;
    for (const row of rows) pool.set({ state: row.state ?? "unknown" }, Number(row.count));
    pool.set({ state: "max" }, setting("DATABASE_POOL_SIZE"));
  } else {
    pool.set({ state: "max" }, 1);
  }
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** GET /api/metrics needs `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN the route is off. */
export function assertMetricsToken(header: string | null) {
  const token = setting("METRICS_TOKEN");
  if (!token) throw new ApiError(404, "Metrics are off: set METRICS_TOKEN to serve them.", "METRICS_DISABLED");
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1] ?? "";
  if (!timingSafeEqual(digest(given), digest(token)))
    throw unauthorized("Send Authorization: Bearer <METRICS_TOKEN>.", "INVALID_METRICS_TOKEN");
}

export async function metricsText(): Promise<{ body: string; contentType: string }> {
  await refreshGauges();
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
