#!/usr/bin/env node
// `npm start`: secrets, pending migrations, a production build if the sources changed since the last one, then
// the server, all in one process (the embedded database allows one process at a time).
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

// Taken first: a parent that exits while migrations or the build run must still stop the server (server.mjs).
const parentPid = process.ppid;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.NODE_ENV = "production";

const { ensureLocalSecrets } = await import("./secrets.mjs");
ensureLocalSecrets();
// Links in e-mail come from the configured public origin only: with SMTP_URL it must be set (and well-formed).
const { checkPublicOrigin } = await import("../lib/config/public-origin.mjs");
try {
  checkPublicOrigin();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// What a default install still lacks for a team (no mail server, the demonstration bank account), once, in words.
const { installWarnings } = await import("../lib/config/install-defaults.mjs");
for (const line of installWarnings()) console.warn(line);

const SOURCES = ["app", "components", "lib", "public", "instrumentation.ts", "next.config.mjs", "package-lock.json", "postcss.config.mjs"];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildIfStale() {
  const buildId = path.join(root, ".next", "BUILD_ID");
  const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  if (process.env.SKIP_BUILD === "1" || (builtAt && Math.max(...SOURCES.map(newestMtime)) <= builtAt)) return;
  console.log(builtAt ? "> Sources changed since the last build: building" : "> No production build yet: building (about a minute)");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"], {
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

try {
  const { deploy } = await import("./db.mjs");
  await deploy();
} catch (error) {
  console.error(`Cannot apply migrations: ${error.message}`);
  process.exit(1);
}
// WEB_CONCURRENCY is checked before building: more than one process is refused on the embedded database.
const { runServers, webConcurrency } = await import("./cluster.mjs");
let servers;
try {
  servers = webConcurrency();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
buildIfStale();
await runServers({ count: servers, parentPid });
