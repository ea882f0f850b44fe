import fs from "node:fs";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const workers = Math.max(1, Number(process.env.E2E_WORKERS || 1));
// Debian's Chromium by default; CHROMIUM_PATH points elsewhere, and unset on a machine without it, Playwright's own.
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "e2e",
  // Limits that catch a hang, not a slow machine: a journey of 10–15 s on a quiet machine has taken over a minute while
  // the other leg's tests and build shared the two cores.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // Journeys of different files run side by side, each worker with fixture users and organizations of its own
  // (scripts/e2e-server.mjs makes them for E2E_WORKERS workers); a file's journeys run in order in one worker. Most of
  // a journey's time is spent waiting (for a page, a poll, a background job), so two overlap well even on 2 cores.
  fullyParallel: false,
  workers,
  // A journey that fails once is a failure: no retries anywhere, and a stray test.only fails CI.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: ".data/e2e/results.json" }]],
  outputDir: ".data/e2e/artifacts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    timezoneId: "Asia/Seoul",
    locale: "en-US",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
      ],
    },
  },
  projects: [
    { name: "api", testMatch: /api\/.*\.spec\.ts$/ },
    { name: "ui", testMatch: /ui\/.*\.spec\.ts$/ },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/api/core/openapi.json`,
    // Migrations, then fixture users for each worker (a bootstrap process per user) before the server listens: on a
    // loaded 2-core machine that alone has taken over 3 minutes.
    timeout: 360_000,
    reuseExistingServer: false,
    // SIGTERM, not the default SIGKILL, so the server finishes and removes its scratch database and storage.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: { ...process.env, PORT: String(port), NODE_ENV: "production", E2E_WORKERS: String(workers) } as Record<string, string>,
  },
});
