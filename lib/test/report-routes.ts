// The organization's and a campaign's report routes, called as a client calls them (query parameters as strings).
import { GET as campaignReportRoute } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/report/route";
import { GET as organizationReportRoute } from "@/app/api/core/organization/[organizationId]/report/route";
import { callRoute } from "./call-route";

export const organizationReport = (organizationId: string, apiKey: string, query: Record<string, string> = {}) =>
  callRoute(organizationReportRoute, "GET", `/api/core/organization/${organizationId}/report`, {
    params: { organizationId },
    apiKey,
    query,
  });

export const campaignReport = (organizationId: string, campaignId: string, apiKey: string, query: Record<string, string> = {}) =>
  callRoute(campaignReportRoute, "GET", `/api/core/organization/${organizationId}/campaign/${campaignId}/report`, {
    params: { organizationId, campaignId },
    apiKey,
    query,
  });
