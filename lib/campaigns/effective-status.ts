import type { CampaignStatus } from "./statuses";

type StatusFacts = { status: CampaignStatus; endAt: Date | null };

/** An ACTIVE or PAUSED campaign whose endAt has passed is ENDED, whatever the stored status says. */
export function effectiveStatus(campaign: StatusFacts, now = new Date()): CampaignStatus {
  const status = campaign.status;
  const running = status === "CAMPAIGN_STATUS_ACTIVE" || status === "CAMPAIGN_STATUS_PAUSED";
  if (running && campaign.endAt && campaign.endAt.getTime() <= now.getTime()) return "CAMPAIGN_STATUS_ENDED";
  return status;
}

/** Whether the stored status differs from the one read because endAt has passed. */
export const endedByEndAt = (campaign: StatusFacts, now = new Date()) =>
  campaign.status !== "CAMPAIGN_STATUS_ENDED" && effectiveStatus(campaign, now) === "CAMPAIGN_STATUS_ENDED";
