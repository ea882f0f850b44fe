// Free of zod: the campaign list's status filter imports it without loading the form schemas.
export const CAMPAIGN_STATUSES = [
  // extension: saved by its advertiser, not submitted; reviewed, served and counted only once submitted (PENDING)
  "CAMPAIGN_STATUS_DRAFT",
  "CAMPAIGN_STATUS_PENDING",
  "CAMPAIGN_STATUS_ACTIVE",
  "CAMPAIGN_STATUS_REJECTED",
  "CAMPAIGN_STATUS_PAUSED",
  "CAMPAIGN_STATUS_ENDED",
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The statuses of a campaign never approved: its ads are decided with it, never alone in the ads' queue. */
export const UNAPPROVED_CAMPAIGN_STATUSES: readonly CampaignStatus[] = [
  "CAMPAIGN_STATUS_DRAFT",
  "CAMPAIGN_STATUS_PENDING",
  "CAMPAIGN_STATUS_REJECTED",
];
