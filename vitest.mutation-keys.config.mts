// The tests StrykerJS runs against the key lifetimes (stryker.keys.config.mjs): a stored key's life without a
// database, the tables of every key kind × state of its life × route it reaches and × change made to it, and the
// integration tests of the service-account, integration-key and postback-token routes (issue, rotate with and
// without an overlap, revoke, policy, list) and of the member key's rotation.
import { defineConfig } from "vitest/config";
import base from "./vitest.mutation-db.config.mts";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "lib/auth/stored-key.test.ts",
      "lib/auth/key-lifetimes.test.ts",
      "lib/auth/key-management-states.test.ts",
      "app/api/core/organization/[[]organizationId]/service-accounts/route.test.ts",
      "app/api/core/review/integration-keys/route.test.ts",
      "app/api/core/organization/[[]organizationId]/apps/[[]appId]/attribution/tokens/route.test.ts",
      "app/api/core/organization/[[]organizationId]/members/[[]userId]/api-key/rotate/route.test.ts",
    ],
  },
});
