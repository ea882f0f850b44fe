// `npm run test:mutation`: mutation testing of the security and money core (slow; by hand, not in CI). Twelve runs:
// this one, the pure modules against their unit tests; then stryker.wrapper.config.mjs, stryker.db.config.mjs and
// stryker.keys.config.mjs, the database-backed modules against integration tests; stryker.net.config.mjs, the
// SSRF-safe fetcher against its own tests; stryker.webhooks.config.mjs, webhook delivery outcomes and signing;
// stryker.idempotency.config.mjs, the wrapper's Idempotency-Key store; stryker.two-factor.config.mjs, two-factor
// sign-in; stryker.delivery.config.mjs and stryker.balance.config.mjs, delivery charging and the balance;
// stryker.serving.config.mjs, the serving feed; and stryker.report-delivery.config.mjs, report schedules and exports.
// Each mutant runs only the tests that cover it (coverageAnalysis "perTest").
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.mts", related: false },
  coverageAnalysis: "perTest",
  // Mutants in module-level constants would rerun every test; the tables they build are checked through behaviour.
  ignoreStatic: true,
  // Messages are prose the tests do not pin (they pin statusCode, code and reason), so string mutants would only add
  // noise.
  mutator: { excludedMutations: ["StringLiteral"] },
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 1),
  timeoutMS: 20_000,
  // The initial run covers every test file once with per-test coverage; on a busy machine it takes minutes.
  dryRunTimeoutMinutes: 40,
  mutate: [
    // Client IP whitelist, the common error object, the same-origin check.
    "lib/api/client-ip.ts",
    "lib/api/errors.ts",
    "lib/http/same-origin.ts",
    // Permissions and who may do what to whom.
    "lib/permissions/statements.ts",
    "lib/permissions/permission-ids.ts",
    "lib/permissions/catalogue.ts",
    "lib/permissions/system-roles.ts",
    "lib/permissions/member-authority.ts",
    "lib/permissions/key-policy-authority.ts",
    "lib/permissions/refusals.ts",
    // State machines: the shared table, the approval and campaign machines, and how a campaign's status and
    // serving status are read.
    "lib/review/state-machine.ts",
    "lib/apps/approval-machine.ts",
    "lib/campaigns/status-machine.ts",
    "lib/campaigns/effective-status.ts",
    "lib/campaigns/serving-status.ts",
    "lib/balance/charge-types.ts",
  ],
  // The other run's sandbox is never part of this one's.
  ignorePatterns: [".data", ".next", ".stryker-tmp", "bench/results", "test-results", "playwright-report"],
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: ".data/mutation/unit.html" },
  jsonReporter: { fileName: ".data/mutation/unit.json" },
  incremental: true,
  incrementalFile: ".data/mutation/unit-incremental.json",
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp/unit",
  cleanTempDir: true,
};
