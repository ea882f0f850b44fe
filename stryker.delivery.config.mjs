// The ninth `npm run test:mutation` run (see stryker.config.mjs): delivery ingestion and what it charges: running
// totals applied as differences, one way per ad-day, the campaign's budget, daily budget and the balance as caps,
// delivery the ad could not serve held and never charged, the USAGE rows; killed through the delivery route's
// integration tests, the serving-history and rate unit tests and the CPI charge's tests
// (vitest.mutation-delivery.config.mts).
import base from "./stryker.config.mjs";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: "vitest.mutation-delivery.config.mts", related: false },
  mutate: ["lib/delivery/ingest-delivery.ts", "lib/delivery/write-delivery.ts", "lib/delivery/servable.ts", "lib/delivery/rates.ts"],
  htmlReporter: { fileName: ".data/mutation/delivery.html" },
  jsonReporter: { fileName: ".data/mutation/delivery.json" },
  incrementalFile: ".data/mutation/delivery-incremental.json",
  tempDirName: ".stryker-tmp/delivery",
};
