// The ninth `npm run test:mutation` run (see stryker.config.mjs): the serving feed, which ads may serve and the item
// each carries (feed-item.ts), how a write brings the feed's rows and change log up to date and in what order
// (sync-serving.ts, deferred-sync.ts), what GET serving/ads and serving/changes answer (list-serving.ts) and the
// change log's retention (serving-retention.ts); killed through the item's unit tests and the serving feed's
// integration tests (vitest.mutation-serving.config.mts). The schemas are types and zod shapes only.
import base from "./stryker.config.mjs";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: "vitest.mutation-serving.config.mts", related: false },
  mutate: [
    "lib/serving/sync-serving.ts",
    "lib/serving/feed-item.ts",
    "lib/serving/list-serving.ts",
    "lib/serving/deferred-sync.ts",
    "lib/serving/serving-retention.ts",
  ],
  htmlReporter: { fileName: ".data/mutation/serving.html" },
  jsonReporter: { fileName: ".data/mutation/serving.json" },
  incrementalFile: ".data/mutation/serving-incremental.json",
  tempDirName: ".stryker-tmp/serving",
};
