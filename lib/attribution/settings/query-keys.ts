import { appKeys } from "@/lib/apps/query-keys";

// An app's attribution lives under the app's keys ([apps, organizationId, …]); a campaign's tracking links under
// the campaign's detail key ([campaigns, organizationId, detail, campaignId, …]), so invalidating either reaches them.
export const attributionKeys = {
  settings: (organizationId: string, appId: string) => [...appKeys.organization(organizationId), "attribution", appId, "settings"] as const,
  tokens: (organizationId: string, appId: string) => [...appKeys.organization(organizationId), "attribution", appId, "tokens"] as const,
  trackingLinks: (organizationId: string, campaignId: string) =>
    ["campaigns", organizationId, "detail", campaignId, "tracking-links"] as const,
};
