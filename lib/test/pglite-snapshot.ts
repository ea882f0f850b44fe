// Vitest global setup: migrates one database and lets each test file copy it instead of running every migration
// again. Embedded: one PGlite data directory, whose tarball each file loads (about 0.7 s instead of initdb and the
// migrations, about 3.5 s), kept under node_modules/.cache. PostgreSQL: a template database each file's database is
// created from (CREATE DATABASE … TEMPLATE, a file copy, instead of about 1.5 s of migrations). Both are keyed by the
// migrations' content, so a changed migration makes a new one.
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { migrationSql } from "./migration-sql";
import { preparePostgresTemplate } from "./postgres-template";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string | null;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const migrations = migrationSql();
  const hash = createHash("sha256").update(migrations.join("\n-- next migration\n")).digest("hex").slice(0, 16);
  if (process.env.DATABASE_URL) {
    project.provide("pgliteSnapshot", null);
    project.provide("postgresTemplate", await preparePostgresTemplate(process.env.DATABASE_URL, hash, migrations));
    return;
  }
  project.provide("postgresTemplate", null);
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
