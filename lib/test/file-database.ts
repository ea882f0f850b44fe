// Loaded by setup-database.ts before each test file that names the database: gives the file its own fresh database
// (in-memory PGlite, or a new database on the PostgreSQL server named by DATABASE_URL), with every migration applied,
// and drops it afterwards.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { afterAll, inject } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/db/generated/client";
import { installPrismaClient, type DatabaseTarget } from "@/lib/db/client";
import { stopAuthChangeListener } from "@/lib/auth/auth-change-listener";
import { closePostgresLimiterStores } from "@/lib/api/rate-limit-postgres";
import { stopAssetQueue } from "@/lib/assets/asset-queue";
import { migrationSql } from "./migration-sql";

function assertLocalDatabase(url: string) {
  const host = new URL(url).hostname;
  if (!["localhost", "127.0.0.1", "::1", "[::1]"].includes(host) && !process.env.ALLOW_REMOTE_TEST_DATABASE) {
    throw new Error(`Refusing to run tests against non-local database host ${host} (set ALLOW_REMOTE_TEST_DATABASE=1 to override)`);
  }
}

/**
 * Opens the calling test file's database and installs it. A function, not the module's top level: the mutation
 * runs' configs keep modules between files (isolate: false), where a second import would run nothing and the file
 * would find the previous file's database closed.
 */
export async function openFileDatabase() {
  const baseUrl = process.env.DATABASE_URL;
  let client: PrismaClient;
  let database: DatabaseTarget;

  if (baseUrl) {
    assertLocalDatabase(baseUrl);
    // Under this run's prefix, so the run's teardown drops it even when this file's own afterAll never runs.
    const name = `${inject("postgresRunPrefix") ?? "adnet_test"}_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    // The global setup's template already holds every migration; without it (a config that skips it) apply them.
    const template = inject("postgresTemplate");
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    if (!template) {
      const setup = new pg.Client({ connectionString: url.toString() });
      await setup.connect();
      for (const sql of migrationSql()) await setup.query(sql);
      await setup.end();
    }
    client = new PrismaClient({ adapter: new PrismaPg({ connectionString: url.toString(), max: 20 }) });
    database = { kind: "postgres", url: url.toString() };
    afterAll(async () => {
      await stopAuthChangeListener();
      await closePostgresLimiterStores();
      // A campaign with a hosted image starts the job queue (its snapshot job): close its connections first.
      await stopAssetQueue(2_000).catch(() => {});
      await client.$disconnect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
  } else {
    // The global setup's snapshot already holds every migration; without it (a config that skips it) apply them.
    const snapshot = inject("pgliteSnapshot");
    const db = snapshot ? new PGlite({ loadDataDir: new Blob([fs.readFileSync(snapshot)]) }) : new PGlite();
    if (!snapshot) for (const sql of migrationSql()) await db.exec(sql);
    client = new PrismaClient({ adapter: new PrismaPGlite(db) });
    database = { kind: "pglite", pglite: db };
    afterAll(async () => {
      await stopAuthChangeListener();
      // The job queue a file started holds this database: the next file (modules kept) must start its own.
      await stopAssetQueue(2_000).catch(() => {});
      await client.$disconnect();
      await db.close();
    });
  }

  installPrismaClient(client, database);
}
