// The tests StrykerJS runs against the pure modules of the security and money core (stryker.config.mjs): unit
// tests only, without the per-file database, so that each mutant costs milliseconds.
import { defineConfig } from "vitest/config";
import { base } from "./vitest.config.mts";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    globalSetup: [],
    setupFiles: [],
    include: [
      "lib/api/client-ip.test.ts",
      "lib/api/errors.test.ts",
      "lib/http/same-origin.test.ts",
      "lib/permissions/statements.test.ts",
      "lib/permissions/member-authority.test.ts",
      "lib/review/state-machine.test.ts",
      "lib/apps/approval-machine.test.ts",
      "lib/campaigns/status-machine.test.ts",
      "lib/campaigns/effective-status.test.ts",
      "lib/campaigns/serving-status.test.ts",
      "lib/balance/charge-types.test.ts",
    ],
  },
});
