import "server-only";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "./generated/client";
import { pgliteDir } from "./data-dir.mjs";
import { lockDataDir } from "./pglite-lock.mjs";
import { setting } from "@/lib/config";
import { requestContext } from "./request-context";
import { statementNameOf } from "./prepared-statements";

// One client per process, created on first use and not at import: `next build` imports route modules and
// must not open (and lock) the embedded database.
const holder = globalThis as typeof globalThis & {
  __adnetPrisma?: PrismaClient;
  __adnetDatabase?: DatabaseTarget;
  __adnetAuthWriteSettler?: () => Promise<void>;
};

/**
 * Where the client's data lives. Other users of the same database (the job queue) connect through this:
 * a PostgreSQL URL for their own pool, or the one embedded PGlite instance, which only one user at a time
 * may hold (its query and transaction calls share one lock, so they never interleave with Prisma's).
 */
export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; pglite: PGlite };

const AUTH_WRITES = ["update", "updateMany", "upsert", "delete", "deleteMany"] as const;
type AuthWrite = (typeof AUTH_WRITES)[number] | "create" | "createMany";
type Passthrough = { args: unknown; query: (args: unknown) => Promise<unknown> };
/** The coarse "last used/seen" stamps change nothing the cache answers (and announce nothing). */
const STAMPS = new Set(["lastUsedAt", "lastSeenAt"]);
const dataOf = (args: unknown) => (args as { data?: unknown } | undefined)?.data;
function onlyStamps(args: unknown): boolean {
  const data = dataOf(args);
  return !!data && typeof data === "object" && Object.keys(data).every((field) => STAMPS.has(field));
}

/**
 * Registers how a direct write to a row the authentication cache holds waits until this process's cache has
 * dropped the old state (lib/auth registers it; the database layer knows no cache). Kept on globalThis, like
 * the client, so every bundled copy of this module sees it.
 */
export function onAuthWrite(settle: () => Promise<void>): void {
  holder.__adnetAuthWriteSettler = settle;
}

/** The writes that settle: any but a stamp, or (`fields`) only those that set one of these columns (and deletes). */
function settling(operations: readonly AuthWrite[], fields?: ReadonlySet<string>) {
  const changes = (args: unknown) => {
    if (!fields) return !onlyStamps(args);
    const data = dataOf(args);
    if (!data) return true;
    const rows = Array.isArray(data) ? data : [data];
    return rows.some((row) => row && typeof row === "object" && Object.keys(row).some((field) => fields.has(field)));
  };
  return Object.fromEntries(
    operations.map((operation) => [
      operation,
      async ({ args, query }: Passthrough) => {
        const result = await query(args);
        if (operation === "create" || operation === "createMany" || changes(args)) await holder.__adnetAuthWriteSettler?.();
        return result;
      },
    ]),
  ) as Partial<Record<AuthWrite, (params: Passthrough) => Promise<unknown>>>;
}

const settled = settling(AUTH_WRITES);

/**
 * A direct change to a row the authentication cache holds (outside a request's transaction, which the route
 * wrapper settles itself) returns only once this process's cache has dropped the old state. The postback
 * receiver's lookups (its token, app, settings, and the ad a postback names) are held there too, by the columns
 * they read (prisma/migrations/20261206141500_postback_lookup_notify).
 */
function settlingAuthWrites(client: PrismaClient): PrismaClient {
  const models = {
    apiKey: settled,
    session: settled,
    user: settled,
    membership: settled,
    role: settled,
    organization: settled,
    postbackToken: settled,
    app: settling(AUTH_WRITES, new Set(["organizationId", "deletedAt"])),
    attributionSetting: settling([...AUTH_WRITES, "create", "createMany"]),
    ad: settling(AUTH_WRITES, new Set(["campaignId", "promotedAppId", "campaign", "creatives"])),
    campaign: settling(AUTH_WRITES, new Set(["organizationId", "bidType", "organization"])),
    creative: settling([...AUTH_WRITES, "create", "createMany"], new Set(["id", "adId", "ad"])),
  };
  // An extended client is typed apart from PrismaClient though it answers the same calls (query hooks add none).
  return client.$extends({ query: models as never }) as unknown as PrismaClient;
}

function createClient(): PrismaClient {
  const url = setting("DATABASE_URL");
  if (url) {
    const max = setting("DATABASE_POOL_SIZE");
    holder.__adnetDatabase = { kind: "postgres", url };
    // A transaction waits up to 10 s for a connection: Prisma's default 2 s failed a loaded machine's first
    // transactions while the pool was still opening its connections.
    return settlingAuthWrites(
      new PrismaClient({
        adapter: new PrismaPg(
          { connectionString: url, max },
          // undefined (an unmarked statement) is passed on as no name; the option's type says string
          { statementNameGenerator: statementNameOf as (query: { sql: string }) => string },
        ),
        transactionOptions: { maxWait: 10_000 },
      }),
    );
  }
  const dir = pgliteDir();
  if (dir !== "memory://") lockDataDir(dir);
  const pglite = new PGlite(dir);
  holder.__adnetDatabase = { kind: "pglite", pglite };
  // The embedded database delivers its notifications before the changing query returns: nothing to settle. Its one
  // connection takes one transaction at a time, so a transaction waits for the one before it: up to 10 s, as on
  // PostgreSQL (Prisma's default 2 s failed the journeys' fixture users on a loaded machine).
  return new PrismaClient({ adapter: new PrismaPGlite(pglite), transactionOptions: { maxWait: 10_000 } });
}

export function getPrisma(): PrismaClient {
  return (holder.__adnetPrisma ??= createClient());
}

/** The database behind `getPrisma()`, opening it if needed. */
export function getDatabaseTarget(): DatabaseTarget {
  getPrisma();
  if (!holder.__adnetDatabase) throw new Error("The installed Prisma client was given no database target.");
  return holder.__adnetDatabase;
}

/** Tests install a client on their own database before any handler runs. */
export function installPrismaClient(client: PrismaClient, database?: DatabaseTarget) {
  holder.__adnetPrisma = database?.kind === "postgres" ? settlingAuthWrites(client) : client;
  holder.__adnetDatabase = database;
}

function useTransactionHelper(): never {
  throw new Error(
    "prisma.$transaction is not the way here: call transaction() from lib/db/transaction.ts, which joins an outer transaction honestly.",
  );
}

/**
 * The client every module imports. While a state-changing request runs in its transaction (the route wrapper
 * opens one, so the effect, its audit entry and its idempotency key commit together), every query made through
 * it joins that transaction. Transactions are opened with `transaction()` (lib/db/transaction.ts) only.
 */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    if (property === "$transaction") return useTransactionHelper;
    const tx = requestContext()?.tx;
    if (tx) {
      if (property in tx) {
        const value = Reflect.get(tx, property, tx);
        return typeof value === "function" ? value.bind(tx) : value;
      }
    }
    const client = getPrisma();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
