import { defineStateMachine } from "@/lib/review/state-machine";
import { CAMPAIGN_STATUSES, type CampaignStatus } from "./statuses";

// The campaign status machine. A platform reviewer approves (PENDING → ACTIVE) or rejects (PENDING → REJECTED)
// a new campaign; members with campaign:update pause, resume and end it. endAt passing ends an ACTIVE or PAUSED
// campaign by itself (effective-status.ts). The database side is in change-campaign-status.ts.

export type CampaignAction = "APPROVE" | "REJECT" | "PAUSE" | "RESUME" | "END";
type Actor = "reviewer" | "member";

export const campaignMachine = defineStateMachine<CampaignStatus, CampaignAction, Actor>(CAMPAIGN_STATUSES, [
  { action: "APPROVE", from: ["CAMPAIGN_STATUS_PENDING"], to: "CAMPAIGN_STATUS_ACTIVE", by: "reviewer" },
  { action: "REJECT", from: ["CAMPAIGN_STATUS_PENDING"], to: "CAMPAIGN_STATUS_REJECTED", by: "reviewer" },
  { action: "PAUSE", from: ["CAMPAIGN_STATUS_ACTIVE"], to: "CAMPAIGN_STATUS_PAUSED", by: "member" },
  { action: "RESUME", from: ["CAMPAIGN_STATUS_PAUSED"], to: "CAMPAIGN_STATUS_ACTIVE", by: "member" },
  { action: "END", from: ["CAMPAIGN_STATUS_ACTIVE", "CAMPAIGN_STATUS_PAUSED"], to: "CAMPAIGN_STATUS_ENDED", by: "member" },
]);

/** The permission each actor's moves need: reviewer-only campaign:review, or a member's campaign:update. */
const ACTOR_PERMISSION = { reviewer: "campaign:review", member: "campaign:update" } as const satisfies Record<Actor, string>;

/** The move from `from` to `to` and the permission it needs, or null when the machine has none. */
export function campaignMove(from: CampaignStatus, to: CampaignStatus) {
  const move = campaignMachine.moveTo(from, to);
  return move ? { ...move, permission: ACTOR_PERMISSION[move.by] } : null;
}
