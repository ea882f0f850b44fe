// Vitest global setup: migrates one database and lets each test file copy it instead of running every migration
// again. Embedded: one PGlite data directory, whose tarball a test process loads (about 0.7 s instead of initdb and
// the migrations, about 3.5 s; once per process, and again after a file changed the schema: file-database.ts),
// kept under node_modules/.cache. PostgreSQL: a template database each file's database is
// created from (CREATE DATABASE … TEMPLATE, a file copy, instead of about 1.5 s of migrations). Both are keyed by the
// migrations' content, so a changed migration makes a new one. On PostgreSQL every file's database is named under
// this run's prefix, and the teardown drops whatever a file left: Vitest runs no hooks in a file whose tests are all
// skipped, so that file's own cleanup never runs.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { createHash, randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { migrationSql } from "./migration-sql";
import { preparePostgresTemplate } from "./postgres-template";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string | null;
    postgresTemplate: string | null;
    /** The prefix of this run's per-file databases on PostgreSQL (null on the embedded database). */
    postgresRunPrefix: string | null;
  }
}

export default async function setup(project: TestProject) {
  const migrations = migrationSql();
  const hash = createHash("sha256").update(migrations.join("\n-- next migration\n")).digest("hex").slice(0, 16);
  if (process.env.DATABASE_URL) {
    const baseUrl = process.env.DATABASE_URL;
    const prefix = `adnet_test_${randomBytes(4).toString("hex")}`;
    project.provide("pgliteSnapshot", null);
    project.provide("postgresTemplate", await preparePostgresTemplate(baseUrl, hash, migrations));
    project.provide("postgresRunPrefix", prefix);
    return () => dropRunDatabases(baseUrl, prefix);
  }
  project.provide("postgresTemplate", null);
  project.provide("postgresRunPrefix", null);
  const dir = path.join(process.cwd(), "node_modules", ".cache", "adnet-pglite");
  const file = path.join(dir, `${hash}.tar`);
  if (!fs.existsSync(file)) {
    const db = new PGlite();
    for (const sql of migrations) await db.exec(sql);
    const dump = await db.dumpDataDir("none");
    await db.close();
    fs.mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  project.provide("pgliteSnapshot", file);
}

/** Drops the databases of this run's files that are still there. */
async function dropRunDatabases(baseUrl: string, prefix: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [`${prefix}\\_%`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
