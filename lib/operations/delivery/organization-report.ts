import { organizationOperation } from "@/lib/http/operation";
import { buildReport } from "@/lib/delivery/build-report";
import { organizationReportQuery, reportSchema } from "@/lib/delivery/schemas";
import { getOrganizationTimeZone } from "@/lib/organizations/organization-queries";
import { countryReportExample, RATES, REPORT_RANGE, REPORTS_TAG } from "./examples";

export const organizationReport = organizationOperation({
  method: "GET",
  path: "/api/core/organization/{organizationId}/report",
  operationId: "organizationReport",
  summary: "Organization report, per campaign or in total",
  description:
    REPORT_RANGE +
    "By default every row names its campaign (campaignId, campaignName); `perCampaign=false` adds the campaigns together " +
    "(the organization's table by day, hour or country; breakdown AD then is 400, as ads belong to campaigns). " +
    RATES +
    " Needs campaign:read.",
  tag: REPORTS_TAG,
  permission: "campaign:read",
  query: organizationReportQuery,
  response: reportSchema,
  responseExample: countryReportExample,
  run: async ({ organizationId, query }) => buildReport({ organizationId, timeZone: await getOrganizationTimeZone(organizationId) }, query),
});
