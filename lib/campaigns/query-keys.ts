import type { CampaignMetricSort, CampaignStatus } from "./schemas";
import type { SortOrder } from "@/lib/sort-orders";

/** What a list of campaigns asks for: filters, and the range of UTC days its delivery is summed over (and ordered by). */
export type CampaignListFilters = {
  status?: CampaignStatus;
  name?: string;
  promotedAppId?: string;
  metrics?: { from: string; to: string };
  sort?: CampaignMetricSort;
  order?: SortOrder;
};

/** The list's query parameters for `filters` (the hook's and the server prefetch's, so both ask the same). */
export function campaignListQuery(filters: CampaignListFilters) {
  const { metrics, sort, order, ...rest } = filters;
  return {
    ...rest,
    ...(metrics ? { include: "metrics", from: metrics.from, to: metrics.to } : {}),
    ...(sort ? { sort, order } : {}),
  };
}

export const campaignKeys = {
  all: ["campaigns"] as const,
  organization: (organizationId: string) => [...campaignKeys.all, organizationId] as const,
  lists: (organizationId: string) => [...campaignKeys.organization(organizationId), "list"] as const,
  list: (organizationId: string, filters: CampaignListFilters) => [...campaignKeys.lists(organizationId), filters] as const,
  detail: (organizationId: string, campaignId: string) => [...campaignKeys.organization(organizationId), "detail", campaignId] as const,
  history: (organizationId: string, campaignId: string) => [...campaignKeys.organization(organizationId), "history", campaignId] as const,
  forecast: (organizationId: string, campaignId: string) => [...campaignKeys.organization(organizationId), "forecast", campaignId] as const,
  reviewQueue: () => ["review-queue", "campaigns"] as const,
  adReviewQueue: () => ["review-queue", "ads"] as const,
};
