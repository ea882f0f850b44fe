import type { Bid, Goal, GoalCountryStatus, GoalStatus } from "./bid-schemas";
import type { BidType, GoalState, GoalType } from "./campaign-constants";

/** The bid and goal columns of a campaign, and its last goal check; absent where a read does not select them. */
export type BidColumns = {
  bidType?: string;
  bidAmount?: bigint | null;
  goalType?: string;
  goalTarget?: bigint | null;
  countryBids?: { country: string; amount: bigint }[];
  goalCheck?: GoalCheckRow | null;
};

/** A CampaignGoalCheck row (goal-check.ts). */
type GoalCheckRow = {
  state: GoalState;
  countries: unknown;
  goalType: string;
  goalTarget: bigint;
  checkedAt: Date;
};

const byCountry = (a: { country: string }, b: { country: string }) => a.country.localeCompare(b.country);

export function bidAnswer(row: BidColumns): Bid {
  return {
    type: (row.bidType ?? "BID_TYPE_CPM") as BidType,
    amount: row.bidAmount == null ? null : Number(row.bidAmount),
    countries: [...(row.countryBids ?? [])].sort(byCountry).map((bid) => ({ country: bid.country, amount: Number(bid.amount) })),
  };
}

export function goalAnswer(row: BidColumns): Goal {
  const type = (row.goalType ?? "GOAL_TYPE_NONE") as GoalType;
  return { type, target: type === "GOAL_TYPE_NONE" || row.goalTarget == null ? null : Number(row.goalTarget) };
}

/** The stored check when it compared the current goal (a goal changed since is not checked yet). */
export function currentGoalCheck(row: BidColumns): GoalCheckRow | null {
  const check = row.goalCheck;
  if (!check || row.goalType === undefined || row.goalType === "GOAL_TYPE_NONE") return null;
  return check.goalType === row.goalType && check.goalTarget === row.goalTarget ? check : null;
}

export function goalStatusAnswer(row: BidColumns): GoalStatus {
  if ((row.goalType ?? "GOAL_TYPE_NONE") === "GOAL_TYPE_NONE") return { state: "GOAL_STATE_NONE", checkedAt: null, countries: [] };
  const check = currentGoalCheck(row);
  if (!check) return { state: "GOAL_STATE_NOT_ENOUGH_DATA", checkedAt: null, countries: [] };
  return {
    state: check.state,
    checkedAt: check.checkedAt.toISOString(),
    countries: check.countries as GoalCountryStatus[],
  };
}
