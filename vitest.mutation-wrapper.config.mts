// The tests StrykerJS runs against the route wrapper, authentication and the API-key policy
// (stryker.wrapper.config.mjs): the integration tests written for them, the organization route (credentials,
// membership, permission, session and origin), GET /me (key expiry, IP whitelist, rate limit, rotation, platform
// reviewers), and the tests of what the wrapper does around a write. Every request goes through the wrapper, so each
// of its mutants reruns every test here that covers it: kept to these.
import { defineConfig } from "vitest/config";
import base from "./vitest.mutation-db.config.mts";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "app/api/core/organization/[[]organizationId]/route.test.ts",
      "app/api/core/organization/[[]organizationId]/me/route.test.ts",
      // The write path (audit entry, Idempotency-Key, body and query reading), per-app scope, the request log and
      // the metrics the wrapper feeds.
      "app/api/core/organization/[[]organizationId]/audit-log/route.test.ts",
      "app/api/core/organization/[[]organizationId]/apps/[[]appId]/route.test.ts",
      "lib/http/hardening/idempotency.test.ts",
      "lib/http/hardening/bodies.test.ts",
      "lib/api/request-log.test.ts",
      "app/api/metrics/route.test.ts",
      // What the tests above leave unseen: default headers, durations, encoded route parameters, the audit entry's
      // fields and target, the Idempotency-Key's caller and request hash, per-app scope, reviewers, session lookup.
      "lib/http/wrapper-behaviour.test.ts",
      // Upload routes run outside a transaction.
      "lib/http/upload-outside-transaction.test.ts",
    ],
  },
});
