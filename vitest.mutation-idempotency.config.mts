// The tests StrykerJS runs against the wrapper's idempotency (stryker.idempotency.config.mjs): a replay answers the
// first answer (secrets redacted), a key reused with another body or route is refused, a request still running is
// told so, and keys are scoped to their caller.
import { defineConfig } from "vitest/config";
import base from "./vitest.mutation-db.config.mts";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "lib/http/idempotency.test.ts",
      "lib/http/hardening/idempotency.test.ts",
      "lib/http/wrapper-behaviour.test.ts",
      "lib/openapi/secret-answers.test.ts",
      "app/api/core/organization/[[]organizationId]/batch/route.test.ts",
    ],
  },
});
