// The migration runner (scripts/db.mjs, `npm run db:deploy`) applying the real prisma/migrations folder to a
// fresh database: the other test files load the migrations' SQL directly, so this is where the runner itself is
// checked. On PGlite a temporary data directory; with DATABASE_URL a fresh database on that server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { spawn } from "node:child_process";
import { readMigrations } from "@/scripts/db.mjs";
import { prisma } from "./client";

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** `npm run db:deploy` as an operator runs it (its wasm engine loads once per process, so each run is its own). */
function deployCommand(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(process.cwd(), "scripts", "db.mjs"), "deploy"], { env: process.env });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output: output.trim() }));
  });
}

const saved = { DATABASE_URL: process.env.DATABASE_URL, PGLITE_DIR: process.env.PGLITE_DIR };
let target: { query: Query; close: () => Promise<void> } | undefined;
let scratch: () => Promise<void> = async () => {};

beforeAll(async () => {
  if (saved.DATABASE_URL) {
    const name = `adnet_migrate_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: saved.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(saved.DATABASE_URL);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    scratch = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-migrate-"));
    process.env.PGLITE_DIR = path.join(dir, "pglite");
    scratch = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
});

async function openTarget() {
  if (saved.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    return { query: async (sql: string) => (await client.query(sql)).rows, close: () => client.end() };
  }
  const db = new PGlite(process.env.PGLITE_DIR);
  return { query: async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows, close: () => db.close() };
}

afterAll(async () => {
  await target?.close();
  process.env.DATABASE_URL = saved.DATABASE_URL;
  if (saved.PGLITE_DIR === undefined) delete process.env.PGLITE_DIR;
  else process.env.PGLITE_DIR = saved.PGLITE_DIR;
  await scratch();
});

const COLUMNS = `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
  WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY table_name, column_name`;
const INDEXES = `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
  ORDER BY tablename, indexname`;

describe("migration runner on prisma/migrations", () => {
  const names = readMigrations().migrationDirectories.map((d: { path: string }) => d.path);

  it("applies every migration, in order, to an empty database and records each as finished", { timeout: 300_000 }, async () => {
    expect(names.length).toBeGreaterThan(0);
    expect(await deployCommand()).toEqual({ code: 0, output: `Applied ${names.join(", ")}` });
    target = await openTarget();
    const rows = await target.query(
      `SELECT migration_name, finished_at, rolled_back_at, applied_steps_count FROM _prisma_migrations ORDER BY started_at`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    for (const row of rows) {
      expect(row.finished_at).not.toBeNull();
      expect(row.rolled_back_at).toBeNull();
    }
    await target.close();
    target = undefined;
  });

  it("a second deploy has nothing to apply", { timeout: 300_000 }, async () => {
    expect(await deployCommand()).toEqual({ code: 0, output: "No pending migrations." });
  });

  it("leaves the same tables, columns and indexes as the SQL the other tests load", async () => {
    target = await openTarget();
    const viaRunner = { columns: await target.query(COLUMNS), indexes: await target.query(INDEXES) };
    const viaSql = {
      columns: await prisma.$queryRawUnsafe<Record<string, unknown>[]>(COLUMNS),
      indexes: await prisma.$queryRawUnsafe<Record<string, unknown>[]>(INDEXES),
    };
    expect(viaRunner.columns.length).toBeGreaterThan(20);
    expect(viaRunner).toEqual(viaSql);
  });
});
