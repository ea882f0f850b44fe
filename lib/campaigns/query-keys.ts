import type { CampaignStatus } from "./schemas";

export type CampaignListFilters = { status?: CampaignStatus; name?: string; promotedAppId?: string };

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
