// The tests StrykerJS runs against two-factor sign-in (stryker.two-factor.config.mjs): caller kind × two-factor
// required or not, enrolment and confirmation of TOTP, recovery codes, the sign-in step, re-authentication, passkeys
// and the organization's requirement.
import { defineConfig } from "vitest/config";
import base from "./vitest.mutation-db.config.mts";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "lib/auth/two-factor/second-factor.test.ts",
      "lib/auth/two-factor/caller-kinds.test.ts",
      "app/api/auth/two-factor/route.test.ts",
      "app/api/core/organization/[[]organizationId]/two-factor/route.test.ts",
      "app/api/auth/reauthenticate/route.test.ts",
      "app/api/auth/passkeys/route.test.ts",
    ],
  },
});
