// The last of the three `npm run test:mutation` runs (see stryker.config.mjs): the approval action, the campaign
// status change and the ledger, killed through their route handlers' integration tests
// (vitest.mutation-db.config.mts).
import base from "./stryker.config.mjs";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: "vitest.mutation-db.config.mts", related: false },
  mutate: [
    "lib/apps/apply-approval-action.ts",
    "lib/campaigns/change-campaign-status.ts",
    "lib/balance/record-charge.ts",
    "lib/balance/current-balance.ts",
  ],
  htmlReporter: { fileName: ".data/mutation/db.html" },
  jsonReporter: { fileName: ".data/mutation/db.json" },
  incrementalFile: ".data/mutation/db-incremental.json",
  tempDirName: ".stryker-tmp/db",
};
