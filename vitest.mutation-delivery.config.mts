// The tests StrykerJS runs against delivery ingestion (stryker.delivery.config.mjs): the delivery route's
// integration tests (differences, cells, creatives, the ledger, held delivery, daily budgets, the creation day),
// the serving-history and rate unit tests, and a CPI campaign's delivery, which is never charged.
import { defineConfig } from "vitest/config";
import base from "./vitest.mutation-db.config.mts";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "lib/delivery/servable.test.ts",
      "lib/delivery/rates.test.ts",
      "app/api/core/delivery/route.test.ts",
      "app/api/core/delivery/cells.test.ts",
      "app/api/core/delivery/creatives.test.ts",
      "app/api/core/delivery/ledger.test.ts",
      "app/api/core/delivery/not-servable.test.ts",
      "app/api/core/delivery/campaign-life.test.ts",
      "app/api/core/postbacks/[[]partner]/[[]token]/cpi-charge.test.ts",
    ],
  },
});
