// `npm run test:mutation`: mutation testing of the security and money core (slow; by hand, not in CI).
// Each mutant runs only the tests that cover it (coverageAnalysis "perTest") out of vitest.mutation.config.mts.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.mts", related: false },
  coverageAnalysis: "perTest",
  // Mutants in module-level constants would rerun every test; the tables they build are checked by unit tests.
  ignoreStatic: true,
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 1),
  timeoutMS: 20_000,
  // The initial run covers every test file once with per-test coverage; on a busy machine it takes minutes.
  dryRunTimeoutMinutes: 40,
  // Messages are prose the tests do not pin (they pin statusCode, code and reason), so string mutants would only
  // add noise; reasons and actions are compared by the tests through the behaviour they select.
  mutator: { excludedMutations: ["StringLiteral"] },
  // Reruns only mutants whose code or covering tests changed since the last run.
  incremental: true,
  incrementalFile: ".data/mutation/incremental.json",
  mutate: [
    // The route wrapper, key policy, client IP, errors.
    "lib/api/handler.ts",
    "lib/api/authenticate.ts",
    "lib/api/key-policy.ts",
    "lib/api/client-ip.ts",
    "lib/api/same-origin.ts",
    "lib/api/errors.ts",
    // Permissions and who may do what to whom.
    "lib/permissions/statements.ts",
    "lib/permissions/catalogue.ts",
    "lib/permissions/system-roles.ts",
    "lib/members/member-authority.ts",
    // State machines (add the campaign state machine here when it exists) and the ledger.
    "lib/apps/approval-machine.ts",
    "lib/apps/apply-approval-action.ts",
    "lib/balance/record-charge.ts",
    "lib/balance/charge-types.ts",
    "lib/balance/current-balance.ts",
  ],
  ignorePatterns: [".data", ".next", "bench/results", "test-results", "playwright-report", "reports"],
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: ".data/mutation/index.html" },
  jsonReporter: { fileName: ".data/mutation/report.json" },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
};
