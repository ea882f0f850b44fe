import type { CampaignStatus } from "./schemas";

// The campaign status machine. Pure: the database side is in change-campaign-status.ts.
// A platform reviewer approves (PENDING → ACTIVE) or rejects (PENDING → REJECTED) a new campaign; members with
// campaign:update pause, resume and end it. endAt passing ends an ACTIVE or PAUSED campaign by itself.

export type CampaignMove = { from: CampaignStatus; to: CampaignStatus; permission: "campaign:review" | "campaign:update" };

export const CAMPAIGN_MOVES: readonly CampaignMove[] = [
  { from: "CAMPAIGN_STATUS_PENDING", to: "CAMPAIGN_STATUS_ACTIVE", permission: "campaign:review" },
  { from: "CAMPAIGN_STATUS_PENDING", to: "CAMPAIGN_STATUS_REJECTED", permission: "campaign:review" },
  { from: "CAMPAIGN_STATUS_ACTIVE", to: "CAMPAIGN_STATUS_PAUSED", permission: "campaign:update" },
  { from: "CAMPAIGN_STATUS_PAUSED", to: "CAMPAIGN_STATUS_ACTIVE", permission: "campaign:update" },
  { from: "CAMPAIGN_STATUS_ACTIVE", to: "CAMPAIGN_STATUS_ENDED", permission: "campaign:update" },
  { from: "CAMPAIGN_STATUS_PAUSED", to: "CAMPAIGN_STATUS_ENDED", permission: "campaign:update" },
];

/** The move from `from` to `to`, or null when the machine has none. */
export function campaignMove(from: CampaignStatus, to: CampaignStatus): CampaignMove | null {
  return CAMPAIGN_MOVES.find((move) => move.from === from && move.to === to) ?? null;
}

/** The moves allowed from `from` (the console offers only these). */
export const movesFrom = (from: CampaignStatus) => CAMPAIGN_MOVES.filter((move) => move.from === from);
