// The tests StrykerJS runs against the balance's alerts, history and console helpers (stryker.balance.config.mjs):
// their unit tests, balance.low and balance.empty through charges and delivery, and the balance history route.
import { defineConfig } from "vitest/config";
import base from "./vitest.mutation-db.config.mts";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "lib/balance/balance-runway.test.ts",
      "lib/balance/day-range.test.ts",
      "lib/balance/chart-series.test.ts",
      "lib/balance/history-csv.test.ts",
      "lib/balance/entry-description.test.ts",
      "lib/balance/balance-alert.test.ts",
      "app/api/core/organization/[[]organizationId]/balance-history/route.test.ts",
    ],
  },
});
