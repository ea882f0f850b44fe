// The tests StrykerJS runs against the database-backed core (stryker.db.config.mjs): integration tests that reach
// the route wrapper, authentication, key policy, the approval action and the ledger through route handlers. Few
// files on purpose: every wrapper mutant reruns each file that covers it, database set-up included.
import { defineConfig } from "vitest/config";
import base from "./vitest.config.mts";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Instrumented code on a busy machine: the 200-concurrent-charges test needs more than the usual 30 s.
    testTimeout: 180_000,
    include: [
      "app/api/core/organization/[[]organizationId]/route.test.ts",
      "app/api/core/organization/[[]organizationId]/me/route.test.ts",
      "app/api/core/organization/[[]organizationId]/apps/[[]appId]/approval/[[]action]/route.test.ts",
      "app/api/core/organization/[[]organizationId]/balance/charge/route.test.ts",
    ],
  },
});
