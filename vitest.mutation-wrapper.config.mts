// The tests StrykerJS runs against the route wrapper, authentication and the API-key policy
// (stryker.wrapper.config.mjs): the integration tests written for them, the organization route (credentials,
// membership, permission, session and origin) and GET /me (key expiry, IP whitelist, rate limit, rotation, platform
// reviewers). Every request goes through the wrapper, so each of its mutants reruns every test here: kept to these.
import { defineConfig } from "vitest/config";
import base from "./vitest.mutation-db.config.mts";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "app/api/core/organization/[[]organizationId]/route.test.ts",
      "app/api/core/organization/[[]organizationId]/me/route.test.ts",
    ],
  },
});
