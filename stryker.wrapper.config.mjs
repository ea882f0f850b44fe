// The second of the three `npm run test:mutation` runs (see stryker.config.mjs): the route wrapper, authentication
// and the API-key policy, killed through the integration tests in vitest.mutation-wrapper.config.mts.
import base from "./stryker.config.mjs";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: "vitest.mutation-wrapper.config.mts", related: false },
  mutate: ["lib/http/handler.ts", "lib/http/authenticate.ts", "lib/http/key-policy.ts"],
  htmlReporter: { fileName: ".data/mutation/wrapper.html" },
  jsonReporter: { fileName: ".data/mutation/wrapper.json" },
  incrementalFile: ".data/mutation/wrapper-incremental.json",
  tempDirName: ".stryker-tmp/wrapper",
};
