import type { ReportQuery } from "./schemas";

/** A report's query as the console sends it: lists joined by commas, as in the URL. */
export type ReportParams = Pick<ReportQuery, "from" | "to" | "granularity" | "breakdown"> &
  Partial<Pick<ReportQuery, "sort" | "order" | "event">> & { country?: string; adId?: string; perCampaign?: "false" };

export const reportKeys = {
  all: (organizationId: string) => ["reports", organizationId] as const,
  organization: (organizationId: string, params: ReportParams) => [...reportKeys.all(organizationId), "organization", params] as const,
  campaign: (organizationId: string, campaignId: string, params: ReportParams) =>
    [...reportKeys.all(organizationId), "campaign", campaignId, params] as const,
};
