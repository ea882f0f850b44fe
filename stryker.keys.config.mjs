// The fourth `npm run test:mutation` run (see stryker.config.mjs): what decides whether a key still works, for every
// key kind: a member's key (revoked by a rotation), a service account's and the integration key (active, retiring
// inside a rotation's overlap, retired after it, revoked, expired) and an app's postback token; killed through the
// key-lifetime table and the key routes' integration tests (vitest.mutation-keys.config.mts). Only the parts of
// authenticate.ts and the postback receiver that judge a key are mutated here; the rest of authenticate.ts is the
// wrapper run's.
import base from "./stryker.config.mjs";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: "vitest.mutation-keys.config.mts", related: false },
  mutate: [
    "lib/auth/stored-key.ts",
    "lib/members/rotate-api-key.ts",
    "lib/service-accounts/service-account-keys.ts",
    "lib/integration-keys/integration-keys.ts",
    "lib/operations/attribution/tokens-store.ts",
    // integrationCaller, serviceAccountCaller, an integration key sent elsewhere, a revoked member key
    "lib/http/authenticate.ts:92-147",
    // lookupsOf: whether the postback's token lets it in now
    "lib/operations/attribution/postback-receiver.ts:94-94",
  ],
  htmlReporter: { fileName: ".data/mutation/keys.html" },
  jsonReporter: { fileName: ".data/mutation/keys.json" },
  incrementalFile: ".data/mutation/keys-incremental.json",
  tempDirName: ".stryker-tmp/keys",
};
