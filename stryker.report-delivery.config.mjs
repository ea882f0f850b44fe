// The tenth `npm run test:mutation` run (see stryker.config.mjs): scheduled report e-mails and report exports: who
// may receive a report (recipient-access.ts), a schedule's send times and periods (report-period.ts), claiming a due
// schedule and sending it (run-schedules.ts), the schedules' and exports' routes' work, scoped to their organization
// and their expiry (manage-schedules.ts, manage-exports.ts), and building and sweeping exports (build-exports.ts);
// killed through the period's unit tests and the report-schedules and report-exports routes' integration tests
// (vitest.mutation-report-delivery.config.mts).
import base from "./stryker.config.mjs";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: "vitest.mutation-report-delivery.config.mts", related: false },
  mutate: [
    "lib/report-delivery/recipient-access.ts",
    "lib/report-delivery/report-period.ts",
    "lib/report-delivery/run-schedules.ts",
    "lib/report-delivery/manage-schedules.ts",
    "lib/report-delivery/manage-exports.ts",
    "lib/report-delivery/build-exports.ts",
  ],
  htmlReporter: { fileName: ".data/mutation/report-delivery.html" },
  jsonReporter: { fileName: ".data/mutation/report-delivery.json" },
  incrementalFile: ".data/mutation/report-delivery-incremental.json",
  tempDirName: ".stryker-tmp/report-delivery",
};
