// The tests StrykerJS runs against each mutant of the security and money core (stryker.config.mjs): the unit
// tests of the pure modules and the integration tests that reach the route wrapper, the permission check,
// member authority, the approval state machine and the ledger through route handlers.
import { defineConfig } from "vitest/config";
import base from "./vitest.config.mts";

// Replaces the include list (mergeConfig would append to it).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "lib/api/*.test.ts",
      "lib/permissions/*.test.ts",
      "lib/members/member-authority.test.ts",
      "lib/apps/approval-machine.test.ts",
      "app/api/core/organization/[[]organizationId]/route.test.ts",
      "app/api/core/organization/[[]organizationId]/me/route.test.ts",
      "app/api/core/organization/[[]organizationId]/members/permission-matrix.test.ts",
      "app/api/core/organization/[[]organizationId]/members/[[]userId]/api-key-policy/route.test.ts",
      "app/api/core/organization/[[]organizationId]/members/[[]userId]/api-key/rotate/route.test.ts",
      "app/api/core/organization/[[]organizationId]/roles/route.test.ts",
      "app/api/core/organization/[[]organizationId]/apps/[[]appId]/approval/[[]action]/route.test.ts",
      "app/api/core/organization/[[]organizationId]/balance/charge/route.test.ts",
      "app/api/core/organizations/route.test.ts",
      "app/api/core/organization/[[]organizationId]/permissions/route.test.ts",
    ],
  },
});
