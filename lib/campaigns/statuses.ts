// Free of zod: the campaign list's status filter imports it without loading the form schemas.
export const CAMPAIGN_STATUSES = [
  "CAMPAIGN_STATUS_PENDING",
  "CAMPAIGN_STATUS_ACTIVE",
  "CAMPAIGN_STATUS_REJECTED",
  "CAMPAIGN_STATUS_PAUSED",
  "CAMPAIGN_STATUS_ENDED",
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
