import { organizationOperation } from "@/lib/api/operation";
import { buildReport } from "@/lib/delivery/build-report";
import { reportQuery, reportSchema } from "@/lib/delivery/schemas";
import { RATES, REPORT_RANGE, REPORTS_TAG } from "./examples";

export const organizationReport = organizationOperation({
  method: "GET",
  path: "/api/core/organization/{organizationId}/report",
  operationId: "organizationReport",
  summary: "Organization report, per campaign",
  description: REPORT_RANGE + "Every row names its campaign (campaignId, campaignName). " + RATES + " Needs campaign:read.",
  tag: REPORTS_TAG,
  permission: "campaign:read",
  query: reportQuery,
  response: reportSchema,
  run: ({ organizationId, query }) => buildReport({ organizationId }, query),
});
