// The seventh `npm run test:mutation` run (see stryker.config.mjs): the wrapper's Idempotency-Key handling, where a
// replay is told from a new request, a reused key with another body or route is refused, and a secret in an answer
// is kept out of its stored replay; killed through the idempotency, wrapper, secret-answer and batch tests
// (vitest.mutation-idempotency.config.mts).
import base from "./stryker.config.mjs";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: "vitest.mutation-idempotency.config.mts", related: false },
  mutate: ["lib/http/idempotency.ts"],
  htmlReporter: { fileName: ".data/mutation/idempotency.html" },
  jsonReporter: { fileName: ".data/mutation/idempotency.json" },
  incrementalFile: ".data/mutation/idempotency-incremental.json",
  tempDirName: ".stryker-tmp/idempotency",
};
