// The tests StrykerJS runs against the database-backed core (stryker.db.config.mjs): integration tests that reach
// the route wrapper, authentication, key policy, the approval action and the ledger through route handlers.
import { defineConfig } from "vitest/config";
import base from "./vitest.config.mts";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "app/api/core/organization/[[]organizationId]/route.test.ts",
      "app/api/core/organization/[[]organizationId]/me/route.test.ts",
      "app/api/core/organizations/route.test.ts",
      "app/api/core/organization/[[]organizationId]/members/permission-matrix.test.ts",
      "app/api/core/organization/[[]organizationId]/members/[[]userId]/api-key-policy/route.test.ts",
      "app/api/core/organization/[[]organizationId]/apps/[[]appId]/approval/[[]action]/route.test.ts",
      "app/api/core/organization/[[]organizationId]/balance/charge/route.test.ts",
    ],
  },
});
