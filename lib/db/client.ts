import "server-only";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "./generated/client";
import { pgliteDir } from "./data-dir.mjs";
import { lockDataDir } from "./pglite-lock.mjs";

// One client per process, created on first use and not at import: `next build` imports route modules and
// must not open (and lock) the embedded database.
const holder = globalThis as unknown as { __adnetPrisma?: PrismaClient };

function createClient(): PrismaClient {
  if (process.env.DATABASE_URL) {
    const max = Number(process.env.DATABASE_POOL_SIZE ?? 10);
    return new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL, max }) });
  }
  const dir = pgliteDir();
  if (dir !== "memory://") lockDataDir(dir);
  return new PrismaClient({ adapter: new PrismaPGlite(new PGlite(dir)) });
}

export function getPrisma(): PrismaClient {
  return (holder.__adnetPrisma ??= createClient());
}

/** Tests install a client on their own database before any handler runs. */
export function installPrismaClient(client: PrismaClient) {
  holder.__adnetPrisma = client;
}

export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getPrisma();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
