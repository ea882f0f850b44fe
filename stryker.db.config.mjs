// The second half of `npm run test:mutation` (see stryker.config.mjs): the route wrapper, authentication, the
// API-key policy, the approval action and the ledger, killed through the route handlers' integration tests.
import base from "./stryker.config.mjs";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: "vitest.mutation-db.config.mts", related: false },
  mutate: [
    "lib/api/handler.ts",
    "lib/api/authenticate.ts",
    "lib/api/key-policy.ts",
    "lib/apps/apply-approval-action.ts",
    "lib/balance/record-charge.ts",
    "lib/balance/current-balance.ts",
  ],
  htmlReporter: { fileName: ".data/mutation/db.html" },
  jsonReporter: { fileName: ".data/mutation/db.json" },
  incrementalFile: ".data/mutation/db-incremental.json",
};
