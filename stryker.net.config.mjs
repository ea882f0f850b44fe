// The fifth `npm run test:mutation` run (see stryker.config.mjs): the SSRF-safe fetcher (which addresses it connects
// to, checked inside the connection's own lookup and again on every redirect; sizes, types, timeouts), killed
// through its own tests against a loopback server (vitest.mutation-net.config.mts, no database).
import base from "./stryker.config.mjs";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: "vitest.mutation-net.config.mts", related: false },
  mutate: ["lib/net/safe-fetch.ts"],
  htmlReporter: { fileName: ".data/mutation/net.html" },
  jsonReporter: { fileName: ".data/mutation/net.json" },
  incrementalFile: ".data/mutation/net-incremental.json",
  tempDirName: ".stryker-tmp/net",
};
