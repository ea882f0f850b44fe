#!/usr/bin/env node
// The project's replacement for `prisma migrate`: the Prisma CLI's migrate commands need a native schema
// engine that cannot be downloaded here, so this drives the same engine compiled to wasm.
//   node scripts/db.mjs new <name>   author prisma/migrations/<timestamp>_<name>/migration.sql (in-memory, no server)
//   node scripts/db.mjs deploy       apply pending migrations to DATABASE_URL, or the embedded database
//   node scripts/db.mjs status       say which migrations are pending
// _prisma_migrations is written exactly as the native CLI writes it, so `prisma migrate deploy` elsewhere stays compatible.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const schemaPath = path.join(root, "prisma", "schema.prisma");
const migrationsDir = path.join(root, "prisma", "migrations");
const noFilters = { externalTables: [], externalEnums: [] };

async function loadEngineModule() {
  const bgPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const dir = path.dirname(bgPath);
  const bg = await import(pathToFileURL(bgPath).href);
  const wasmModule = new WebAssembly.Module(fs.readFileSync(path.join(dir, "schema_engine_bg.wasm")));
  const instance = new WebAssembly.Instance(wasmModule, { "./schema_engine_bg.js": bg });
  bg.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  return bg;
}

export function readMigrations(baseDir = migrationsDir) {
  const dirs = fs.existsSync(baseDir)
    ? fs
        .readdirSync(baseDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = path.join(baseDir, "migration_lock.toml");
  return {
    baseDir,
    lockfile: { path: "migration_lock.toml", content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((name) => {
      const file = path.join(baseDir, name, "migration.sql");
      return {
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: fs.existsSync(file)
            ? { tag: "ok", value: fs.readFileSync(file, "utf8") }
            : { tag: "error", value: "missing migration.sql" },
        },
      };
    }),
  };
}

/**
 * The PostgreSQL adapter runs a migration script by splitting it at every ";", which breaks a function body
 * (`$$ … ; … $$`, the auth-change trigger). Send the script whole instead: the server's simple query protocol
 * runs several statements and knows its own quoting, as the native migrate engine does. (PGlite's adapter
 * already runs a script whole, with `exec`.)
 */
function wholeScripts(adapter) {
  const pool = adapter.client;
  if (typeof pool?.query !== "function" || typeof adapter.onError !== "function") return adapter;
  adapter.executeScript = async (script) => {
    try {
      await pool.query(script);
    } catch (error) {
      adapter.onError(error);
    }
  };
  return adapter;
}

/** An adapter factory for the configured database, and a function that closes everything it opened. */
export async function openAdapterFactory({ memory = false } = {}) {
  const closers = [];
  let factory;
  const postgres = !!process.env.DATABASE_URL && !memory;
  if (postgres) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    factory = new PrismaPg({ connectionString: process.env.DATABASE_URL });
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const { PrismaPGlite } = await import("pglite-prisma-adapter");
    let client;
    if (memory) {
      client = new PGlite();
    } else {
      const { pgliteDir } = await import("../lib/db/data-dir.mjs");
      const { lockDataDir } = await import("../lib/db/pglite-lock.mjs");
      const dir = pgliteDir();
      const release = lockDataDir(dir);
      closers.push(release);
      fs.mkdirSync(path.dirname(dir), { recursive: true });
      client = new PGlite(dir);
    }
    await client.waitReady;
    closers.unshift(() => client.close());
    factory = new PrismaPGlite(client);
  }
  // The engine opens adapters it never disposes; track them and close them ourselves.
  const tracked = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      if (postgres) wholeScripts(adapter);
      closers.unshift(() => adapter.dispose?.());
      return adapter;
    },
    connectToShadowDb: async () => {
      const adapter = await factory.connectToShadowDb();
      if (postgres) wholeScripts(adapter);
      closers.unshift(() => adapter.dispose?.());
      return adapter;
    },
  };
  return {
    factory: tracked,
    close: async () => {
      for (const close of closers) await close();
    },
  };
}

async function withEngine(options, fn) {
  const bg = await loadEngineModule();
  const { bindMigrationAwareSqlAdapterFactory } = await import("@prisma/driver-adapter-utils");
  const { factory, close } = await openAdapterFactory(options);
  const datamodel = fs.readFileSync(schemaPath, "utf8");
  const log = () => {};
  const engine = await bg.SchemaEngine.new({ datamodels: [[schemaPath, datamodel]] }, log, bindMigrationAwareSqlAdapterFactory(factory));
  try {
    return await fn(engine, datamodel);
  } finally {
    engine.free();
    await close();
  }
}

export async function deploy({ quiet = false } = {}) {
  return withEngine({}, async (engine) => {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList: readMigrations(), filters: noFilters });
    if (!quiet) {
      console.log(appliedMigrationNames.length ? `Applied ${appliedMigrationNames.join(", ")}` : "No pending migrations.");
    }
    return appliedMigrationNames;
  });
}

export async function status() {
  return withEngine({}, async (engine) => {
    const result = await engine.diagnoseMigrationHistory({
      migrationsList: readMigrations(),
      optInToShadowDatabase: false,
      filters: noFilters,
    });
    const history = result.history;
    if (result.failedMigrationNames.length) console.log(`Failed: ${result.failedMigrationNames.join(", ")}`);
    if (result.editedMigrationNames.length) console.log(`Edited after being applied: ${result.editedMigrationNames.join(", ")}`);
    if (!history) console.log("Database schema is up to date.");
    else if (history.diagnostic === "databaseIsBehind") console.log(`Pending: ${history.unappliedMigrationNames.join(", ")}`);
    else console.log(JSON.stringify(history));
    return result;
  });
}

export async function createMigration(name) {
  if (!/^[a-z0-9_]+$/.test(name ?? "")) throw new Error("Usage: npm run db:new -- <name> (lower-case letters, digits, _)");
  const lock = path.join(migrationsDir, "migration_lock.toml");
  if (!fs.existsSync(lock)) {
    fs.mkdirSync(migrationsDir, { recursive: true });
    fs.writeFileSync(lock, '# Written by scripts/db.mjs; do not edit.\nprovider = "postgresql"\n');
  }
  return withEngine({ memory: true }, async (engine, datamodel) => {
    const { stdout } = await engine.diff({
      from: { tag: "migrations", ...readMigrations() },
      to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: datamodel }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    if (!stdout || /^-- This is an empty migration\.\s*$/.test(stdout.trim())) {
      console.log("The schema has no changes since the last migration.");
      return null;
    }
    const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
    const dir = path.join(migrationsDir, `${stamp}_${name}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "migration.sql"), stdout);
    console.log(`Wrote ${path.relative(root, dir)}/migration.sql`);
    return dir;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [command, name] = process.argv.slice(2);
  const run = { deploy, status, new: () => createMigration(name) }[command];
  if (!run) {
    console.error("Usage: node scripts/db.mjs new <name> | deploy | status");
    process.exit(2);
  }
  run().then(
    () => process.exit(0),
    (error) => {
      console.error(error?.message ?? error);
      process.exit(1);
    },
  );
}
