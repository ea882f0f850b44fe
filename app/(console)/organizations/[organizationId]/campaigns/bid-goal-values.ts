import type { Bid, Goal } from "@/lib/campaigns/bid-schemas";
import type { BidType, GoalType } from "@/lib/campaigns/campaign-constants";
import type { COUNTRY_CODES } from "@/lib/campaigns/targeting-values";

export type CountryCode = (typeof COUNTRY_CODES)[number];

/** A campaign's bid and goal as the create and edit forms hold them: amounts are numbers or undefined (empty). */
export type BidGoalValues = {
  bid: { type: BidType; amount?: number; countries: { country: CountryCode; amount?: number }[] };
  goal: { type: GoalType; target?: number };
};

type BidBody = { type: BidType; amount?: number; countries: { country: CountryCode; amount: number }[] };
type GoalBody = { type: GoalType; target?: number };

const blank = (value: unknown) => value === undefined || value === null || value === "" || Number.isNaN(value);

/** A new campaign bids CPM (each ad's cpm) without country bids and has no goal. */
export const DEFAULT_BID_GOAL: BidGoalValues = { bid: { type: "BID_TYPE_CPM", countries: [] }, goal: { type: "GOAL_TYPE_NONE" } };

/** The form's values of a campaign as the API answered it. */
export function bidGoalValuesOf(campaign: { bid?: Bid; goal?: Goal }): BidGoalValues {
  const bid = campaign.bid;
  const goal = campaign.goal;
  return {
    bid: {
      type: bid?.type ?? "BID_TYPE_CPM",
      ...(bid?.amount != null ? { amount: bid.amount } : {}),
      countries: (bid?.countries ?? []).map(({ country, amount }) => ({ country: country as CountryCode, amount })),
    },
    goal: { type: goal?.type ?? "GOAL_TYPE_NONE", ...(goal?.target != null ? { target: goal.target } : {}) },
  };
}

/**
 * What the request carries: a CPM bid has no default (each ad's cpm is its price), a goal of none no target; an
 * emptied amount is sent as typed (left out) for the schema to name.
 */
export function bidGoalBody(values: BidGoalValues): { bid: BidBody; goal: GoalBody } {
  const cpi = values.bid.type === "BID_TYPE_CPI";
  const none = values.goal.type === "GOAL_TYPE_NONE";
  return {
    bid: {
      type: values.bid.type,
      ...(cpi && !blank(values.bid.amount) ? { amount: values.bid.amount } : {}),
      countries: values.bid.countries.map(({ country, amount }) => ({ country, amount: amount as number })),
    },
    goal: { type: values.goal.type, ...(!none && !blank(values.goal.target) ? { target: values.goal.target } : {}) },
  };
}

/** Whether a new campaign's bid and goal say more than the defaults (if not, the request leaves both out). */
export function isDefaultBidGoal(body: { bid: BidBody; goal: GoalBody }): boolean {
  return body.bid.type === "BID_TYPE_CPM" && body.bid.countries.length === 0 && body.goal.type === "GOAL_TYPE_NONE";
}

/** Every path a refusal's `details` may name in the bid and goal section, for the current values. */
export function bidGoalFieldPaths(values: Partial<Pick<BidGoalValues, "bid">>): string[] {
  const paths = ["bid", "bid.type", "bid.amount", "bid.countries", "goal", "goal.type", "goal.target"];
  (values.bid?.countries ?? []).forEach((_, i) =>
    paths.push(`bid.countries.${i}`, `bid.countries.${i}.country`, `bid.countries.${i}.amount`),
  );
  return paths;
}
