import type { ApprovalStatus } from "./approval-machine";
import type { AppPlatform } from "./platforms";

export type AppListFilters = { platform?: AppPlatform; status?: ApprovalStatus };

export const appKeys = {
  all: ["apps"] as const,
  organization: (organizationId: string) => [...appKeys.all, organizationId] as const,
  lists: (organizationId: string) => [...appKeys.organization(organizationId), "list"] as const,
  list: (organizationId: string, filters: AppListFilters) => [...appKeys.lists(organizationId), filters] as const,
  detail: (organizationId: string, appId: string) => [...appKeys.organization(organizationId), "detail", appId] as const,
  histories: (organizationId: string, appId: string) => [...appKeys.organization(organizationId), "history", appId] as const,
  history: (organizationId: string, appId: string, platform?: AppPlatform) =>
    [...appKeys.histories(organizationId, appId), platform ?? "all"] as const,
  reviewQueue: (platform?: AppPlatform) => ["review-queue", "app-platforms", platform ?? "all"] as const,
  reviewQueues: () => ["review-queue", "app-platforms"] as const,
};
