#!/usr/bin/env node
// `npm test`: lint (ESLint, knip, Prettier), unit and integration tests (vitest), a production build and its JavaScript budget,
// on PostgreSQL two instances of it (e2e/instances), then the Playwright journeys against it and the curl blocks of
// docs/api-by-curl.md (scripts/check-readme-curl.mjs).
// Integration tests use in-memory PGlite, or a fresh database per test file on DATABASE_URL's server.
// Playwright gets its own throw-away database: a temporary PGlite directory, or a new database on that server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
// Rate-limit counts of this run live under their own Redis keys: an earlier run's sign-ups from 127.0.0.1, still
// inside their hour, must not spend this run's budget.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", RATE_LIMIT_PREFIX: `adnet-test-${randomBytes(4).toString("hex")}:rl` };
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const resultsDir = path.join(root, ".data", "test-results");
const playwrightResults = path.join(root, ".data", "e2e", "results.json");
// A result file left by an earlier run must never be read as this run's: remove them all first.
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.rmSync(playwrightResults, { force: true });
fs.mkdirSync(resultsDir, { recursive: true });

// Each runner must run at least this many tests: a suite that silently shrinks (a glob that stops matching, a
// describe.skip, a file that no longer loads) fails here. Raise these when tests are added, never lower them
// without saying why.
const MINIMUM_TESTS = { vitest: 3500, playwright: 110, instances: 5 };

const startedAt = Date.now();
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

/** One step, its start and its length printed so a slow run shows which step grew. */
function run(label, command, args, extraEnv = {}) {
  console.log(`\n=== ${label} (at ${minutes(Date.now() - startedAt)})`);
  const begun = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  console.log(`=== ${label}: exit ${result.status ?? result.signal} after ${minutes(Date.now() - begun)}`);
  return result.status ?? 1;
}

// With REDIS_URL set this run is meant to test the Redis limiter: an unreachable Redis must stop it here, not
// let the in-process fallback limiter pass every test in its place.
if (process.env.REDIS_URL) {
  const Redis = (await import("ioredis")).default;
  const redis = new Redis(process.env.REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 5000,
  });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.ping();
    redis.disconnect();
  } catch (error) {
    console.error(`REDIS_URL=${process.env.REDIS_URL} is set but Redis does not answer: ${error.message}`);
    process.exit(1);
  }
}

// STORAGE=s3 without S3_ENDPOINT (a fresh machine, no bucket configured): one S3 protocol server on loopback for the
// whole run (scripts/s3-test-server.mjs, in a process of its own since the steps below run synchronously), its
// S3_* settings given to every step. Tests that need a server of their own start one.
let stopS3 = () => {};
if (process.env.STORAGE === "s3" && !process.env.S3_ENDPOINT) {
  const { spawn } = await import("node:child_process");
  const child = spawn(process.execPath, [path.join(root, "scripts", "s3-test-server.mjs")], { stdio: ["ignore", "pipe", "inherit"] });
  const s3Env = await new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      if (out.includes("\n")) resolve(JSON.parse(out.slice(0, out.indexOf("\n"))));
    });
    child.once("exit", (code) => reject(new Error(`the S3 test server exited (${code}) before it listened`)));
  });
  Object.assign(env, s3Env);
  console.log(`STORAGE=s3: an S3 protocol server for this run at ${s3Env.S3_ENDPOINT} (bucket ${s3Env.S3_BUCKET})`);
  stopS3 = () => child.kill("SIGTERM");
}

const only = process.argv[2]; // "unit" or "e2e" to run one half
const totals = { passed: 0, failed: 0, skipped: 0 };
let failures = 0;
const counted = [];

function checkMinimum(runner, ran) {
  const minimum = MINIMUM_TESTS[runner];
  const ok = ran >= minimum;
  counted.push(`${runner}: ${ran} tests ran (minimum ${minimum})${ok ? "" : " — TOO FEW"}`);
  if (!ok) failures++;
}

// TEST_CLOCK_SHIFT (libfaketime's offset syntax, e.g. +365d): the unit and integration tests run with the wall clock
// moved by that much, so a test holding a calendar date that is only right for today fails now, not on the day it
// rots. Monotonic time is left alone, so timers keep their lengths. Embedded database only: PGlite runs in the test
// process and its now() moves with it, a PostgreSQL server's would not.
const clockShift = process.env.TEST_CLOCK_SHIFT;
if (clockShift && only !== "e2e") {
  if (process.env.DATABASE_URL) {
    console.error("TEST_CLOCK_SHIFT moves the tests' clock but not a PostgreSQL server's: unset DATABASE_URL or TEST_CLOCK_SHIFT");
    process.exit(1);
  }
  // A shift that does not take (faketime missing, the library not loaded) must not pass for a run a year ahead.
  const probe = spawnSync("faketime", ["-f", clockShift, process.execPath, "-e", "process.stdout.write(String(Date.now()))"], {
    encoding: "utf8",
    env: { ...env, FAKETIME_DONT_FAKE_MONOTONIC: "1" },
  });
  const shiftedBy = Number(probe.stdout) - Date.now();
  if (probe.status !== 0 || !(Math.abs(shiftedBy) > 3_600_000)) {
    console.error(
      `TEST_CLOCK_SHIFT=${clockShift}: faketime did not move Node's clock (${probe.error?.message ?? (probe.stderr || probe.stdout)})`,
    );
    process.exit(1);
  }
  console.log(`TEST_CLOCK_SHIFT=${clockShift}: vitest runs with the clock at ${new Date(Date.now() + shiftedBy).toISOString()}`);
}

// Checks that do not depend on the database: CI's second leg, running beside the first on the same commit, skips them.
const staticChecks = process.env.SKIP_STATIC_CHECKS !== "1";
if (!staticChecks)
  console.log(
    "SKIP_STATIC_CHECKS=1: lint, formatting, the OpenAPI check, the bundle budget and the tooling's own tests (vitest.config.mts) run in the other leg",
  );

if (only !== "e2e" && staticChecks) {
  // Lint first: ESLint with the Next.js and TypeScript rules (eslint.config.mjs).
  if (run("eslint", bin("eslint"), ["."]) !== 0) failures++;
  // Dead code (knip.jsonc): an unused file, export, type or dependency fails the run.
  if (run("knip: unused files, exports and dependencies", bin("knip"), ["--no-progress"]) !== 0) failures++;
  // The layer map (docs/architecture.md): an import from a higher layer, or an import cycle, fails the run.
  if (run("layers: dependency-cruiser", process.execPath, [path.join(root, "scripts", "check-layers.mjs")]) !== 0) failures++;
  // One formatting (.prettierrc.json): a file Prettier would change fails the run (`npx prettier --write .` fixes it).
  if (run("prettier --check", bin("prettier"), ["--check", ".", "--log-level", "warn"]) !== 0) failures++;
  // The OpenAPI document: Redocly lint with 0 problems, and clients generated from it with openapi-typescript and
  // @hey-api/openapi-ts, a program on each compiled with tsc --strict.
  if (
    run("openapi: redocly lint and two generated clients", bin("tsx"), ["--conditions", "react-server", "scripts/openapi-check.ts"]) !== 0
  ) {
    failures++;
    totals.failed++;
  }
}

/** A vitest run whose JSON report adds to the totals and is held to `runner`'s minimum. */
function runVitest(label, runner, extraArgs = []) {
  const file = path.join(resultsDir, `${runner}.json`);
  const args = ["run", ...extraArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`];
  const status =
    clockShift && runner === "vitest"
      ? run(`${label}, clock ${clockShift}`, "faketime", ["-f", clockShift, bin("vitest"), ...args], { FAKETIME_DONT_FAKE_MONOTONIC: "1" })
      : run(label, bin("vitest"), args);
  if (status !== 0) failures++;
  try {
    const report = JSON.parse(fs.readFileSync(file, "utf8"));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    checkMinimum(runner, report.numPassedTests + report.numFailedTests);
  } catch {
    failures++;
  }
}

if (only !== "e2e") runVitest("vitest: unit and integration tests", "vitest");

/**
 * `next build`, or with SHARED_BUILD_DIR (CI's two legs, on one commit) whichever leg gets here first builds and the
 * other copies its .next: the build reads no database, Redis or storage setting, so it is the same for both.
 */
async function nextBuild() {
  const build = () =>
    run("next build", process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"], {
      NODE_ENV: "production",
    });
  const shared = process.env.SHARED_BUILD_DIR;
  if (!shared) return build();
  fs.mkdirSync(shared, { recursive: true });
  const done = path.join(shared, "done.json");
  const claim = path.join(shared, "claimed");
  let builds = true;
  try {
    fs.mkdirSync(claim);
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
    builds = false;
  }
  if (builds) {
    fs.writeFileSync(path.join(claim, "pid"), String(process.pid));
    const status = build();
    fs.writeFileSync(`${done}.partial`, JSON.stringify({ status, root }));
    fs.renameSync(`${done}.partial`, done);
    return status;
  }
  console.log(`\n=== next build: the other leg's, copied (at ${minutes(Date.now() - startedAt)})`);
  const begun = Date.now();
  // A builder that ended without finishing never writes done.json: then this leg builds for itself.
  const builderAlive = () => {
    try {
      process.kill(Number(fs.readFileSync(path.join(claim, "pid"), "utf8")), 0);
      return true;
    } catch (error) {
      return error.code !== "ESRCH"; // no pid written yet: it has only just claimed the build
    }
  };
  while (!fs.existsSync(done) && builderAlive()) await new Promise((resolve) => setTimeout(resolve, 2000));
  const builder = fs.existsSync(done) ? JSON.parse(fs.readFileSync(done, "utf8")) : null;
  if (builder?.status !== 0) {
    console.log(`=== the other leg's build ${builder ? "failed" : "did not finish"}: building here`);
    return build();
  }
  const from = path.join(builder.root, ".next");
  fs.rmSync(path.join(root, ".next"), { recursive: true, force: true });
  // Its cache is the other server's, being written to while it runs; a server makes its own. The links to the
  // external packages stay relative, to this copy's node_modules, and the two files naming the build's directory
  // name this one.
  fs.cpSync(from, path.join(root, ".next"), {
    recursive: true,
    preserveTimestamps: true,
    verbatimSymlinks: true,
    filter: (source) => source !== path.join(from, "cache"),
  });
  for (const name of ["required-server-files.json", "required-server-files.js"]) {
    const file = path.join(root, ".next", name);
    if (fs.existsSync(file))
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replaceAll(JSON.stringify(builder.root), JSON.stringify(root)));
  }
  console.log(`=== next build: exit 0 after ${minutes(Date.now() - begun)} (waited for and copied from ${builder.root})`);
  return 0;
}

if (only !== "unit") {
  if ((await nextBuild()) !== 0) {
    failures++;
    totals.failed++;
  } else {
    // Every page's first-load JavaScript within the budget (gzipped), read from the build just made.
    if (
      staticChecks &&
      run("bundle budget: first-load JavaScript per page", process.execPath, [path.join(root, "scripts", "check-bundle-budget.mjs")]) !== 0
    ) {
      failures++;
      totals.failed++;
    }
    // Two production instances against one PostgreSQL, one Redis and one bucket (e2e/instances): PostgreSQL only,
    // since the embedded database is one process's alone.
    if (process.env.DATABASE_URL) {
      runVitest("two instances: one database, one Redis, one bucket", "instances", ["--config", "vitest.instances.config.mts"]);
    }
    const e2eEnv = { E2E_FIXTURES_FILE: path.join(resultsDir, "e2e-fixtures.json") };
    let cleanup = () => {};
    if (process.env.DATABASE_URL) {
      const pg = (await import("pg")).default;
      const name = `adnet_e2e_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      e2eEnv.DATABASE_URL = url.toString();
      cleanup = async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      };
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-e2e-"));
      e2eEnv.PGLITE_DIR = path.join(dir, "pglite");
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    }
    // E2E_SHARD ("1/2"): this run's part of the journeys, as Playwright shards them. CI gives each database leg one
    // half (journeys test pages; both databases run the whole vitest suite), so every journey runs once per CI run.
    const shard = process.env.E2E_SHARD;
    const listed = (args) => {
      const out = spawnSync(bin("playwright"), ["test", "--list", ...args], { encoding: "utf8", env: { ...env, ...e2eEnv } }).stdout ?? "";
      return Number(/Total: (\d+) tests?/.exec(out)?.[1] ?? 0);
    };
    const inShard = shard ? listed([`--shard=${shard}`]) : 0;
    if (shard) checkMinimum("playwright", listed([]));
    const status = run(
      `playwright: API and browser journeys${shard ? ` (part ${shard})` : ""}`,
      bin("playwright"),
      ["test", ...(shard ? [`--shard=${shard}`] : [])],
      e2eEnv,
    );
    await cleanup();
    if (status !== 0) failures++;
    // docs/api-by-curl.md, run as written against a server of its own (the same build).
    if (run("docs/api-by-curl.md: the curl section, verbatim", process.execPath, ["scripts/check-readme-curl.mjs"]) !== 0) {
      failures++;
      totals.failed++;
    }
    try {
      const stats = JSON.parse(fs.readFileSync(playwrightResults, "utf8")).stats;
      // There are no retries, so "flaky" cannot happen; if a config ever brings retries back, it is a failure.
      totals.passed += stats.expected;
      totals.failed += stats.unexpected + stats.flaky;
      totals.skipped += stats.skipped;
      const ran = stats.expected + stats.unexpected + stats.flaky;
      if (!shard) checkMinimum("playwright", ran);
      else if (ran + stats.skipped < inShard) {
        counted.push(`playwright part ${shard}: ${ran + stats.skipped} of its ${inShard} listed tests accounted for — TOO FEW`);
        failures++;
      }
    } catch {
      failures++;
    }
  }
}

stopS3();
for (const line of counted) console.log(line);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures || totals.failed ? 1 : 0);
