// Runs before each test file: gives the file its own fresh database (in-memory PGlite, or a new database on
// the PostgreSQL server named by DATABASE_URL), with every migration applied, and drops it afterwards.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../db/generated/client";
import { installPrismaClient, type DatabaseTarget } from "../db/client";

process.env.AUTH_SECRET ??= "test-secret-" + randomBytes(8).toString("hex");
process.env.SETTLEMENT_ENCRYPTION_KEYS ??= `test-key:${randomBytes(32).toString("base64")}`;

function migrationSql(): string[] {
  const dir = path.join(process.cwd(), "prisma", "migrations");
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8"));
}

function assertLocalDatabase(url: string) {
  const host = new URL(url).hostname;
  if (!["localhost", "127.0.0.1", "::1", "[::1]"].includes(host) && !process.env.ALLOW_REMOTE_TEST_DATABASE) {
    throw new Error(`Refusing to run tests against non-local database host ${host} (set ALLOW_REMOTE_TEST_DATABASE=1 to override)`);
  }
}

const baseUrl = process.env.DATABASE_URL;
let client: PrismaClient;
let database: DatabaseTarget;

if (baseUrl) {
  assertLocalDatabase(baseUrl);
  const name = `adnet_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const setup = new pg.Client({ connectionString: url.toString() });
  await setup.connect();
  for (const sql of migrationSql()) await setup.query(sql);
  await setup.end();
  client = new PrismaClient({ adapter: new PrismaPg({ connectionString: url.toString(), max: 20 }) });
  database = { kind: "postgres", url: url.toString() };
  afterAll(async () => {
    await client.$disconnect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
} else {
  const db = new PGlite();
  for (const sql of migrationSql()) await db.exec(sql);
  client = new PrismaClient({ adapter: new PrismaPGlite(db) });
  database = { kind: "pglite", pglite: db };
  afterAll(async () => {
    await client.$disconnect();
    await db.close();
  });
}

installPrismaClient(client, database);

// Test files that touched the rate limiter with REDIS_URL set leave no connection open behind them.
afterAll(() => {
  (globalThis as { __adnetRedis?: { disconnect: () => void } | null }).__adnetRedis?.disconnect();
});
