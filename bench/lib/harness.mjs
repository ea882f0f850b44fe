// What every server benchmark needs: a scratch database on DATABASE_URL's server, users made with the real
// bootstrap command, and the production server (`npm start`'s) on a port of its own.
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** A fresh database and the environment that points the server at it; `drop()` removes it. */
export async function scratchDatabase(prefix = "adnet_bench") {
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.error("Set DATABASE_URL to a local PostgreSQL server (the benchmark makes and drops its own database).");
    process.exit(2);
  }
  const name = `${prefix}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    NEXT_TELEMETRY_DISABLED: "1",
    AUTH_SECRET: "bench",
    SETTLEMENT_ENCRYPTION_KEYS: `bench:${randomBytes(32).toString("base64")}`,
    NODE_ENV: "production",
  };
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  return { env, drop };
}

/** `npm run bootstrap -- … --json` against `env`'s database: { organizationId, userId, apiKey }. */
export function bootstrap(env, email, organization, reviewer = false) {
  const args = [
    "--conditions",
    "react-server",
    "scripts/bootstrap.ts",
    "--email",
    email,
    "--password",
    "bench-password",
    "--organization",
    organization,
    "--json",
  ];
  if (reviewer) args.push("--reviewer");
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), args, { cwd: root, env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout.trim());
}

/**
 * Starts the production server (no rebuild) and resolves once it listens; `kill()` stops it (and its workers).
 * `dir`: another checkout's build to serve (a before/after comparison), by default this one.
 */
export async function startServer(env, port, dir = root) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: dir,
    // One server process unless the benchmark asks for more, so figures stay comparable with earlier runs.
    env: { WEB_CONCURRENCY: "1", ...env, PORT: String(port), HOST: "127.0.0.1", SKIP_BUILD: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("Console ready") && resolve());
    child.on("exit", (code) => reject(new Error(`server exited ${code}`)));
  });
  return child;
}

/**
 * A console session for `userId` as the browser holds it: a live Session row and the next-auth cookie naming it,
 * encoded with the scratch environment's AUTH_SECRET.
 */
export async function sessionCookie(env, userId) {
  const { encode } = await import("next-auth/jwt");
  const sid = randomBytes(12).toString("hex");
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  await db.query(`INSERT INTO "Session" (id, "userId", "expiresAt") VALUES ($1, $2, now() + interval '1 day')`, [sid, userId]);
  await db.end();
  const token = await encode({ token: { sub: userId, sid }, secret: env.AUTH_SECRET });
  return `next-auth.session-token=${token}`;
}
