import "server-only";
import pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, type IRateLimiterOptions } from "rate-limiter-flexible";
import { setting } from "@/lib/config";

// Rate-limit counts in PostgreSQL, for deployments with a server database and no Redis: every process of the
// deployment upserts the same row per key (one atomic INSERT … ON CONFLICT), so together they let exactly the
// limit through. The table comes from a migration (model RateLimit); the limiter never issues DDL.

const TABLE = "RateLimit";
// A limiter must not hold a request up for long while the database is unreachable: past this it counts in
// memory instead (its insurance), as the Redis limiter does when Redis is down.
const timeoutMs = () => setting("RATE_LIMIT_TIMEOUT_MS");

type Store = { pool: pg.Pool; sweeping: boolean };
// One pool per database URL (a deployment has one; a test file adds its own database).
const holder = globalThis as typeof globalThis & { __adnetRateLimitStores?: Map<string, Store> };

function store(url: string): Store {
  const stores = (holder.__adnetRateLimitStores ??= new Map());
  let current = stores.get(url);
  if (!current) {
    const timeout = timeoutMs();
    const pool = new pg.Pool({
      connectionString: url,
      max: setting("RATE_LIMIT_POOL_SIZE"),
      connectionTimeoutMillis: timeout,
      query_timeout: timeout,
      idleTimeoutMillis: 30_000,
      application_name: "adnet-rate-limit",
    });
    // An idle connection the server drops (a restart) must not crash the process; the next query reconnects.
    pool.on("error", (error) => console.error(`[rate-limit] postgres: ${error.message}`));
    current = { pool, sweeping: false };
    stores.set(url, current);
  }
  return current;
}

/** A limiter counting in the database at `url`, falling back to this process's memory while it is unreachable. */
export function postgresLimiter(url: string, options: IRateLimiterOptions): RateLimiterPostgres {
  const s = store(url);
  // Expired rows of every key share the one table: one limiter per process sweeps them (every 5 minutes).
  const sweep = !s.sweeping;
  s.sweeping = true;
  return new RateLimiterPostgres({
    ...options,
    storeClient: s.pool,
    storeType: "pool",
    tableName: TABLE,
    tableCreated: true,
    clearExpiredByTimeout: sweep,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** Closes the pools (tests, before their database is dropped); limiters made before must not be used after. */
export async function closePostgresLimiterStores(): Promise<void> {
  const stores = [...(holder.__adnetRateLimitStores?.values() ?? [])];
  holder.__adnetRateLimitStores = undefined;
  await Promise.all(stores.map((s) => s.pool.end().catch(() => {})));
}
