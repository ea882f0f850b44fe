import type { ReportQuery } from "./schemas";

export type ReportParams = Pick<ReportQuery, "from" | "to" | "granularity" | "breakdown">;

export const reportKeys = {
  all: (organizationId: string) => ["reports", organizationId] as const,
  organization: (organizationId: string, params: ReportParams) => [...reportKeys.all(organizationId), "organization", params] as const,
  campaign: (organizationId: string, campaignId: string, params: ReportParams) =>
    [...reportKeys.all(organizationId), "campaign", campaignId, params] as const,
};
