// Loaded by setup-database.ts before each test file that names the database: gives the file its own fresh database
// (in-memory PGlite, or a new database on the PostgreSQL server named by DATABASE_URL), with every migration applied,
// and drops it afterwards. The embedded database is one PGlite instance per process, emptied between files
// (keptPGlite below): starting an instance per file took longer than most files' tests.
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
    const file = fileHandle(await keptPGlite());
    client = new PrismaClient({ adapter: new PrismaPGlite(file.db) });
    database = { kind: "pglite", pglite: file.db };
    afterAll(async () => {
      await stopAuthChangeListener();
      // The job queue a file started holds this database: the next file (modules kept) must start its own.
      await stopAssetQueue(2_000).catch(() => {});
      await client.$disconnect();
      await file.end();
    });
  }

  installPrismaClient(client, database);
}

/**
 * What a migrated database's schema is made of: tables, columns, indexes, constraints, defaults, functions,
 * triggers, types, schemas, roles, extensions and stored settings. A file whose tests changed any of it (a trigger
 * left behind by a failed test, the job queue's schema) leaves a database the next file must not get.
 */
const SCHEMA_FINGERPRINT = `SELECT md5(string_agg(x, ',' ORDER BY x)) AS fingerprint FROM (
  SELECT concat_ws(':', 'c', c.oid::regclass, c.relkind) AS x FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
  UNION ALL SELECT concat_ws(':', 'a', a.attrelid::regclass, a.attname, a.atttypid::regtype, a.attnotnull) FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND a.attnum > 0 AND NOT a.attisdropped
  UNION ALL SELECT concat_ws(':', 'i', pg_get_indexdef(i.indexrelid)) FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
  UNION ALL SELECT concat_ws(':', 'k', conrelid::regclass, conname, pg_get_constraintdef(oid)) FROM pg_constraint
    WHERE connamespace NOT IN (SELECT oid FROM pg_namespace WHERE nspname IN ('pg_catalog', 'information_schema'))
  UNION ALL SELECT concat_ws(':', 'd', adrelid::regclass, adnum, pg_get_expr(adbin, adrelid)) FROM pg_attrdef
  UNION ALL SELECT concat_ws(':', 'p', p.oid::regprocedure, md5(p.prosrc)) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
  UNION ALL SELECT concat_ws(':', 't', tgrelid::regclass, tgname, tgenabled, tgfoid::regprocedure) FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL SELECT concat_ws(':', 'y', t.oid::regtype, e.enumlabel) FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
  UNION ALL SELECT concat_ws(':', 'n', nspname) FROM pg_namespace
  UNION ALL SELECT concat_ws(':', 'r', rolname, rolsuper) FROM pg_roles
  UNION ALL SELECT concat_ws(':', 'e', extname, extversion) FROM pg_extension
  UNION ALL SELECT concat_ws(':', 's', setdatabase, setrole, array_to_string(setconfig, ',')) FROM pg_db_role_setting
) parts`;

/**
 * Every row of every table gone, identities back at their start: the data of a database just migrated (which has
 * none). The job queue's schema, which pg-boss creates when a file starts the queue, goes whole.
 */
const EMPTY_TABLES = `DROP SCHEMA IF EXISTS pgboss CASCADE;
DO $$ BEGIN
  EXECUTE (SELECT 'TRUNCATE ' || string_agg(format('%I.%I', schemaname, tablename), ', ') || ' RESTART IDENTITY CASCADE'
    FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema'));
END $$`;

const fingerprintOf = async (db: PGlite) => (await db.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT)).rows[0].fingerprint;

const KEPT = Symbol.for("adnet.test.keptPGlite");
type Kept = { db: PGlite; fingerprint: string };

/**
 * This process's embedded database, as fresh as a new one: every migration (the global setup's snapshot, or the
 * migrations run here when a config skips it), no rows, identities at their start, the session's settings,
 * listens, locks and prepared statements dropped (DISCARD ALL). A database whose schema differs from the
 * migrations' after the last file, or that cannot be emptied (closed, stuck in a transaction), is replaced by a new
 * instance. Kept on globalThis, so a config that loads this module again per file still finds it.
 */
async function keptPGlite(): Promise<PGlite> {
  const holder = globalThis as { [KEPT]?: Kept };
  const kept = holder[KEPT];
  delete holder[KEPT];
  if (kept) {
    const emptied = await (async () => {
      await kept.db.exec("DISCARD ALL");
      await kept.db.exec(EMPTY_TABLES);
      return (await fingerprintOf(kept.db)) === kept.fingerprint;
    })().catch(() => false);
    if (emptied) {
      holder[KEPT] = kept;
      return kept.db;
    }
    await kept.db.close().catch(() => {});
  }
  // The global setup's snapshot already holds every migration; without it (a config that skips it) apply them.
  const snapshot = inject("pgliteSnapshot");
  const db = snapshot ? new PGlite({ loadDataDir: new Blob([fs.readFileSync(snapshot)]) }) : new PGlite();
  if (!snapshot) for (const sql of migrationSql()) await db.exec(sql);
  holder[KEPT] = { db, fingerprint: await fingerprintOf(db) };
  return db;
}

/**
 * One file's view of the kept database. What a test replaces on it (a counting `query`) stays on the view; the
 * channels it listens on are dropped when the file ends; after that every method refuses, as a closed database
 * would, so a late query from this file never lands in the next file's data.
 */
function fileHandle(db: PGlite) {
  const replaced = new Map<PropertyKey, unknown>();
  const unsubscribes: (() => unknown)[] = [];
  let ended = false;
  const refuse = () => {
    throw new Error("This test file's embedded database is closed: the file has ended.");
  };
  const view = new Proxy(db, {
    get(target, property) {
      const value = replaced.has(property) ? replaced.get(property) : Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (ended) return refuse;
      if (property === "listen")
        return async (...args: Parameters<PGlite["listen"]>) => {
          const unsubscribe = await target.listen(...args);
          unsubscribes.push(unsubscribe);
          return unsubscribe;
        };
      if (property === "onNotification")
        return (callback: Parameters<PGlite["onNotification"]>[0]) => {
          const unsubscribe = target.onNotification(callback);
          unsubscribes.push(unsubscribe);
          return unsubscribe;
        };
      return replaced.has(property) ? value : (value as (...args: unknown[]) => unknown).bind(target);
    },
    set(_target, property, value) {
      replaced.set(property, value);
      return true;
    },
  });
  return {
    db: view,
    async end() {
      ended = true;
      for (const unsubscribe of unsubscribes) await Promise.resolve(unsubscribe()).catch(() => {});
    },
  };
}
