// The tests StrykerJS runs against report schedules and exports (stryker.report-delivery.config.mjs): send times and
// periods (report-period.test.ts), and the report-schedules and report-exports routes with the worker's steps
// (runDueSchedules, buildQueuedExports, sweepExpiredExports) against the database and a loopback mail server; the
// scope-and-* files check that each touches only its organization's rows, up to their expiry or due time.
import { defineConfig } from "vitest/config";
import base from "./vitest.mutation-db.config.mts";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "lib/report-delivery/report-period.test.ts",
      "app/api/core/organization/[[]organizationId]/report-schedules/route.test.ts",
      "app/api/core/organization/[[]organizationId]/report-schedules/mail-less.test.ts",
      "app/api/core/organization/[[]organizationId]/report-schedules/scope-and-timing.test.ts",
      "app/api/core/organization/[[]organizationId]/report-exports/route.test.ts",
      "app/api/core/organization/[[]organizationId]/report-exports/whole-organization.test.ts",
      "app/api/core/organization/[[]organizationId]/report-exports/scope-and-expiry.test.ts",
    ],
  },
});
