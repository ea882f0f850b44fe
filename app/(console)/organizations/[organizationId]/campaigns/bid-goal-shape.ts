// TEMPORARY until the API branch lands its schemas: the designed shape of a campaign's bid, goal and goal status.
export const BID_TYPES = ["BID_TYPE_CPM", "BID_TYPE_CPI"] as const;
export type BidType = (typeof BID_TYPES)[number];
export const GOAL_TYPES = ["GOAL_TYPE_NONE", "GOAL_TYPE_TARGET_CPI", "GOAL_TYPE_TARGET_ROAS_D7"] as const;
export type GoalType = (typeof GOAL_TYPES)[number];
export const GOAL_STATES = ["GOAL_STATE_NONE", "GOAL_STATE_NOT_ENOUGH_DATA", "GOAL_STATE_ON_TARGET", "GOAL_STATE_OFF_TARGET"] as const;
export type GoalState = (typeof GOAL_STATES)[number];
export type CampaignBidGoal = {
  bid: { type: BidType; amount: number | null; countries: { country: string; amount: number }[] };
  goal: { type: GoalType; target: number | null };
  goalStatus: {
    state: GoalState;
    checkedAt: string | null;
    countries: { country: string; state: GoalState; spend: number; installs: number; cpi: number | null; roasD7: number | null }[];
  };
};
