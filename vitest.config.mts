import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const TEST_FILES = ["lib/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts"];

/**
 * Test files that replace modules (vi.mock) or otherwise need fresh ones: each runs in a process of its own. Every
 * other file runs in the shared project, one process for many files with their modules kept (no module graph
 * loaded again per file: the suite runs in about half the time); setup-file-state.ts puts back what a file changed.
 */
const ISOLATED = [
  "app/api/core/delivery/outage.test.ts",
  "app/api/core/organization/\\[organizationId\\]/balance/top-ups/route.test.ts",
  "app/api/core/organization/\\[organizationId\\]/campaign/\\[campaignId\\]/status/authorise-under-lock.test.ts",
  "app/api/core/organization/\\[organizationId\\]/campaign/\\[campaignId\\]/tracking-links/route.test.ts",
  "app/api/core/organization/\\[organizationId\\]/webhooks/url-check-outside-transaction.test.ts",
  "components/console/hydrate.test.ts",
  "lib/assets/asset-events.test.ts",
  "lib/auth/session-token.test.ts",
  "lib/balance/balance-alert.test.ts",
  "lib/campaigns/check-goals.test.ts",
  "lib/events/events-at-change.test.ts",
  "lib/prefetch/prefetch-parity.test.ts",
  // What it tests happens once per process (the missing public origin is logged once).
  "lib/public-origin.test.ts",
];

/**
 * Tests of the project's own tooling (the lint rule against unconditional skips, the layer check, the refusal of a
 * focused test): they read no database and no clock. CI's leg that skips the static checks (SKIP_STATIC_CHECKS,
 * scripts/test.mjs) skips them too; the other leg runs them, so each runs once per CI run.
 */
const TOOLING = ["scripts/check-layers.test.ts", "scripts/unconditional-skips.test.ts", "lib/test/forbid-only.test.ts"];
const SKIPPED_TOOLING = process.env.SKIP_STATIC_CHECKS === "1" ? TOOLING : [];

/** What every config of the suite shares (the mutation runs' configs take it with their own files). */
export const base = defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "server-only": path.resolve(import.meta.dirname, "lib/test/server-only-stub.ts"),
    },
  },
  test: {
    globalSetup: ["lib/test/pglite-snapshot.ts", "lib/test/s3-global-setup.ts", "lib/test/observed-answers.ts"],
    setupFiles: ["lib/test/setup-file-state.ts", "lib/test/setup-storage.ts", "lib/test/setup-database.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A stray it.only / describe.only fails CI instead of silently running a fraction of the suite.
    allowOnly: !process.env.CI,
    env: { NEXT_TELEMETRY_DISABLED: "1" },
  },
});

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: [
      { extends: true, test: { name: "isolated", include: ISOLATED } },
      {
        extends: true,
        test: {
          name: "shared",
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...ISOLATED, ...SKIPPED_TOOLING],
          isolate: false,
        },
      },
    ],
  },
});
