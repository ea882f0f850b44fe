// The tenth `npm run test:mutation` run (see stryker.config.mjs): the rest of the balance beside the ledger itself
// (stryker.db.config.mjs): the low and empty alerts and the runway they are judged by, the history list and its
// filters, the console's day ranges, chart series, CSV and the descriptions read back; killed through their unit
// tests and the balance routes' integration tests (vitest.mutation-balance.config.mts).
import base from "./stryker.config.mjs";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: "vitest.mutation-balance.config.mts", related: false },
  mutate: [
    "lib/balance/balance-alert.ts",
    "lib/balance/balance-runway.ts",
    "lib/balance/balance-low-days.ts",
    "lib/balance/list-balance-history.ts",
    "lib/balance/day-range.ts",
    "lib/balance/chart-series.ts",
    "lib/balance/history-csv.ts",
    "lib/balance/entry-description.ts",
  ],
  htmlReporter: { fileName: ".data/mutation/balance.html" },
  jsonReporter: { fileName: ".data/mutation/balance.json" },
  incrementalFile: ".data/mutation/balance-incremental.json",
  tempDirName: ".stryker-tmp/balance",
};
