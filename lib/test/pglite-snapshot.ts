// Vitest global setup: builds one PGlite data directory with every migration applied and hands its tarball to
// each test file, which loads it (about 0.7 s) instead of running initdb and the migrations again (about 3.5 s).
// The tarball is kept under node_modules/.cache, keyed by the migrations' content.
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { migrationSql } from "./migration-sql";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteSnapshot", null);
    return;
  }
  const migrations = migrationSql();
  const hash = createHash("sha256").update(migrations.join("\n-- next migration\n")).digest("hex").slice(0, 16);
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
