export type CrossPromotionFilters = { promotedAppId?: string };

export const crossPromotionKeys = {
  all: ["cross-promotions"] as const,
  lists: (organizationId: string) => [...crossPromotionKeys.all, organizationId, "list"] as const,
  list: (organizationId: string, filters: CrossPromotionFilters) => [...crossPromotionKeys.lists(organizationId), filters] as const,
  houseCampaign: (organizationId: string, campaignId: string) => [...crossPromotionKeys.all, organizationId, "house", campaignId] as const,
};
