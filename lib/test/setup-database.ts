// Runs before each test file. A file that names the database (see USES_DATABASE) gets a fresh one of its own
// (file-database.ts); any other file gets none, which saves it about 4 s of loading the database modules and
// opening the database. Instead it gets a database that refuses every use and fails the file at its end, even
// when the test caught the refusal: a file that reaches the database only through the code it tests fails
// loudly here, never passes without its database. Such a file names the database by importing from lib/db or
// a lib/test helper (most make rows), or by mentioning prisma or DATABASE_URL.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { afterAll, expect } from "vitest";

process.env.AUTH_SECRET ??= "test-secret-" + randomBytes(8).toString("hex");
process.env.SETTLEMENT_ENCRYPTION_KEYS ??= `test-key:${randomBytes(32).toString("base64")}`;

/** What in a test file's text makes it a database test: anything not matched runs without one. */
const USES_DATABASE = /prisma|DATABASE_URL|getDatabaseTarget|lib\/db\b|lib\/test\/(?!s3-server\b)|from "(\.\.?\/)+(db|test)\//;

const testPath = expect.getState().testPath;
if (!testPath)
  throw new Error("setup-database.ts: Vitest gave the setup file no test path, so it cannot tell whether the file needs a database.");

if (USES_DATABASE.test(fs.readFileSync(testPath, "utf8"))) {
  // A file run after one without a database in the same worker (the mutation runs' isolate: false) finds the
  // refusing stand-ins below still installed: drop them first.
  delete (globalThis as Record<string, unknown>).__adnetDatabase;
  await (await import("./file-database")).openFileDatabase();
} else {
  const refusals: string[] = [];
  const refuse = (what: string): never => {
    const message =
      `${testPath} used ${what}, but names no database, so it ran without one (lib/test/setup-database.ts). ` +
      "Import what the test needs from lib/db or a lib/test helper (or mention prisma) to give it its own database.";
    refusals.push(message);
    throw new Error(message);
  };
  const holder = globalThis as Record<string, unknown>;
  // What lib/db/client.ts's getPrisma() and getDatabaseTarget() hand out: set here, they never open a database.
  holder.__adnetPrisma = new Proxy(
    {},
    {
      get: (_target, property) => (property === "then" || typeof property === "symbol" ? undefined : refuse(`prisma.${String(property)}`)),
    },
  );
  Object.defineProperty(holder, "__adnetDatabase", {
    configurable: true,
    get: () => refuse("the database target"),
    set: () => refuse("installPrismaClient()"),
  });
  afterAll(() => {
    if (refusals.length) throw new Error(refusals[0]);
  });
}
