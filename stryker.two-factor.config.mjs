// The eighth `npm run test:mutation` run (see stryker.config.mjs): two-factor sign-in, where a TOTP code or a recovery
// code is accepted once and only in its window, the sign-in step is asked for, an organization's requirement
// reaches the callers it should, enrolment confirms a secret before it counts, and a passkey signs in only its own
// user with a live challenge; killed through the caller-kind table and the two-factor, re-authentication and
// passkey routes' tests (vitest.mutation-two-factor.config.mts).
import base from "./stryker.config.mjs";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: "vitest.mutation-two-factor.config.mts", related: false },
  mutate: [
    "lib/auth/two-factor/totp.ts",
    "lib/auth/two-factor/recovery-codes.ts",
    "lib/auth/two-factor/enforcement.ts",
    "lib/auth/two-factor/sign-in-step.ts",
    "lib/auth/two-factor/enrolment.ts",
    "lib/auth/two-factor/passkeys.ts",
  ],
  htmlReporter: { fileName: ".data/mutation/two-factor.html" },
  jsonReporter: { fileName: ".data/mutation/two-factor.json" },
  incrementalFile: ".data/mutation/two-factor-incremental.json",
  tempDirName: ".stryker-tmp/two-factor",
};
