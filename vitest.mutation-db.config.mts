// The tests StrykerJS runs against the database-backed domain core (stryker.db.config.mjs): the integration tests
// of the approval action, the campaign status change and the ledger, through their route handlers (the ledger
// also through a delivery report, which writes several rows at once, and the balance history, which reads it).
import { defineConfig } from "vitest/config";
import { base } from "./vitest.config.mts";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Stryker reruns these files once per mutant. Without isolation the worker keeps the modules it imported
    // between files; each file still gets its own fresh database from the setup file, and Stryker switches
    // mutants at run time, so cached modules see the active mutant.
    isolate: false,
    // Instrumented code on a busy machine: the 200-concurrent-charges test needs more than the usual 30 s.
    testTimeout: 180_000,
    include: [
      "app/api/core/organization/[[]organizationId]/apps/[[]appId]/approval/[[]action]/route.test.ts",
      "app/api/core/organization/[[]organizationId]/campaign/[[]campaignId]/status/route.test.ts",
      "app/api/core/organization/[[]organizationId]/balance/charge/route.test.ts",
      "app/api/core/delivery/ledger.test.ts",
    ],
  },
});
