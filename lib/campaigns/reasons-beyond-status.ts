import type { Campaign, ServingReason } from "./schemas";

/** The serving reason that only repeats what the campaign's status badge already says. */
const SAID_BY_STATUS: Partial<Record<Campaign["status"], ServingReason>> = {
  CAMPAIGN_STATUS_DRAFT: "DRAFT",
  CAMPAIGN_STATUS_PENDING: "PENDING_REVIEW",
  CAMPAIGN_STATUS_REJECTED: "REJECTED",
  CAMPAIGN_STATUS_PAUSED: "PAUSED",
  CAMPAIGN_STATUS_ENDED: "ENDED",
};

/** A campaign's serving reasons less the one its status already names ("Rejected", not "Rejected · … · Rejected"). */
export function reasonsBeyondStatus(campaign: Pick<Campaign, "status" | "serving">) {
  const said = SAID_BY_STATUS[campaign.status];
  return campaign.serving.reasons.filter((reason) => reason.reason !== said);
}
