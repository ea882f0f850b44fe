import { appKeys } from "@/lib/apps/query-keys";
import { campaignKeys } from "@/lib/campaigns/query-keys";

// An app's attribution lives under the app's keys ([apps, organizationId, …]); a campaign's tracking links under
// the campaign's, so invalidating either domain reaches them.
export const attributionKeys = {
  settings: (organizationId: string, appId: string) => [...appKeys.organization(organizationId), "attribution", appId, "settings"] as const,
  tokens: (organizationId: string, appId: string) => [...appKeys.organization(organizationId), "attribution", appId, "tokens"] as const,
  trackingLinks: (organizationId: string, campaignId: string) =>
    [...campaignKeys.detail(organizationId, campaignId), "tracking-links"] as const,
};
