// The tests StrykerJS runs against the SSRF-safe fetcher (stryker.net.config.mjs): its own tests, against a server
// on the loopback, without the per-file database.
import { defineConfig } from "vitest/config";
import base from "./vitest.mutation.config.mts";

export default defineConfig({
  ...base,
  test: { ...base.test, include: ["lib/net/safe-fetch.test.ts"] },
});
