// The tests StrykerJS runs against webhook deliveries (stryker.webhooks.config.mjs): the outcome of every kind of
// answer and the secrets over a rotation (webhook-outcomes.test.ts), the job's order, clock and late outcomes
// (deliver-webhook.test.ts), delivery, retries and turning an endpoint off,
// the organizations' shares and the breaker, the send-time read check, the retry schedule, and the webhook routes.
import { defineConfig } from "vitest/config";
import base from "./vitest.mutation-db.config.mts";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "lib/webhooks/retry-schedule.test.ts",
      "lib/webhooks/webhook-outcomes.test.ts",
      "lib/webhooks/deliver-webhook.test.ts",
      "lib/webhooks/webhook-delivery.test.ts",
      "lib/webhooks/webhook-fairness.test.ts",
      "lib/webhooks/webhook-readers.test.ts",
      "app/api/core/organization/[[]organizationId]/webhooks/route.test.ts",
    ],
  },
});
