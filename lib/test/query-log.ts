// A Prisma client of a test file's own, on the same database as the rest of the run, that reports every query it
// sends: how tests count database round trips per request. Installed for the whole file (the app's code then
// queries through it).
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { getDatabaseTarget, installPrismaClient } from "@/lib/db/client";
import { PrismaClient, type Prisma } from "@/lib/db/generated/client";

/** Installs the logging client and returns it; `pool` is its PostgreSQL connection count (unused on the embedded database). */
export function installQueryLog(onQuery: (event: Prisma.QueryEvent) => void, pool = 4) {
  const database = getDatabaseTarget();
  const adapter =
    database.kind === "postgres" ? new PrismaPg({ connectionString: database.url, max: pool }) : new PrismaPGlite(database.pglite);
  const client = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
  client.$on("query", onQuery);
  installPrismaClient(client, database);
  return client;
}
