// The sixth `npm run test:mutation` run (see stryker.config.mjs): webhook deliveries, which answers deliver (only a
// 2xx), what a failure records (the next try on the retry schedule, FAILED when it is spent, the endpoint's run of
// failures, its breaker, turning it off), the Standard Webhooks signature and which secrets sign over a rotation's
// overlap; killed through the outcome table, the delivery, fairness and reader tests against a loopback receiver,
// and the webhook routes' integration tests (vitest.mutation-webhooks.config.mts).
import base from "./stryker.config.mjs";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: "vitest.mutation-webhooks.config.mts", related: false },
  mutate: [
    "lib/webhooks/deliver-webhook.ts",
    "lib/webhooks/sign-webhook.ts",
    "lib/webhooks/webhook-secret.ts",
    "lib/webhooks/retry-schedule.ts",
    // rotateWebhookSecret: the previous secret kept, for the overlap
    "lib/webhooks/manage-webhooks.ts:85-102",
  ],
  htmlReporter: { fileName: ".data/mutation/webhooks.html" },
  jsonReporter: { fileName: ".data/mutation/webhooks.json" },
  incrementalFile: ".data/mutation/webhooks-incremental.json",
  tempDirName: ".stryker-tmp/webhooks",
};
