import "server-only";
import { badRequest, conflict } from "@/lib/api/errors";
import type { ErrorDetail } from "@/lib/api/errors";
import type { Tx } from "@/lib/db/client";
import type { BidInput, GoalInput } from "./bid-schemas";
import type { BidType, GoalType } from "./campaign-constants";

// A campaign's bid and goal as a create, PATCH or duplicate leaves them, and the checks on that result: the amounts
// 1 to the budget, a CPI campaign with a default amount, country bids only for targeted countries, a goal only with
// attribution set up for every promoted app, and no switch of bid type once the campaign has spent.

export type BidState = {
  bidType: BidType;
  bidAmount: bigint | null;
  countryBids: { country: string; amount: bigint }[];
  goalType: GoalType;
  goalTarget: bigint | null;
};

export const NO_BID: BidState = { bidType: "BID_TYPE_CPM", bidAmount: null, countryBids: [], goalType: "GOAL_TYPE_NONE", goalTarget: null };

/** The bid and goal after `bid` and `goal` are applied to `current`: a bid member left out keeps its value. */
export function nextBidState(current: BidState, bid: BidInput | undefined, goal: GoalInput | undefined): BidState {
  const bidType = bid?.type ?? current.bidType;
  const amount = bid?.amount !== undefined ? bid.amount : bidType === current.bidType ? current.bidAmount : null;
  return {
    bidType,
    bidAmount: amount === null ? null : BigInt(amount),
    countryBids: bid?.countries ? bid.countries.map((c) => ({ country: c.country, amount: BigInt(c.amount) })) : current.countryBids,
    goalType: goal ? goal.type : current.goalType,
    goalTarget: goal ? (goal.type === "GOAL_TYPE_NONE" || goal.target == null ? null : BigInt(goal.target)) : current.goalTarget,
  };
}

type Campaign = { budget: bigint; locations: string[] };

/**
 * What is wrong with `state` on a campaign of this budget and targeting (400 VALIDATION_FAILED, each issue named
 * by its path). `locationsChanged`: the request narrowed targeting.locations, so a country bid it leaves out is
 * named on targeting.locations.
 */
function bidIssues(state: BidState, campaign: Campaign, locationsChanged = false): ErrorDetail[] {
  const issues: ErrorDetail[] = [];
  const overBudget = (amount: bigint) => amount > campaign.budget;
  if (state.bidType === "BID_TYPE_CPI" && state.bidAmount === null) {
    issues.push({ path: "bid.amount", message: "is required for BID_TYPE_CPI (KRW per attributed install)" });
  }
  if (state.bidType === "BID_TYPE_CPM" && state.bidAmount !== null) {
    issues.push({ path: "bid.amount", message: "must be null or left out for BID_TYPE_CPM (each ad's cpm is the price)" });
  }
  if (state.bidAmount !== null && overBudget(state.bidAmount)) {
    issues.push({ path: "bid.amount", message: `must be at most the budget (${campaign.budget})` });
  }
  const targeted = new Set(campaign.locations);
  state.countryBids.forEach((bid, index) => {
    if (overBudget(bid.amount))
      issues.push({ path: `bid.countries.${index}.amount`, message: `must be at most the budget (${campaign.budget})` });
    if (targeted.size > 0 && !targeted.has(bid.country)) {
      issues.push(
        locationsChanged
          ? {
              path: "targeting.locations",
              message: `leaves out ${bid.country}, which has a country bid: remove that bid too (bid.countries)`,
            }
          : { path: `bid.countries.${index}.country`, message: `${bid.country} is not in targeting.locations` },
      );
    }
  });
  return issues;
}

export function assertBidValid(state: BidState, campaign: Campaign, locationsChanged = false) {
  const issues = bidIssues(state, campaign, locationsChanged);
  if (issues.length > 0) throw badRequest("The bid does not fit the campaign.", "VALIDATION_FAILED", issues);
}

/**
 * A goal is measured on attributed installs and their revenue, and a CPI bid is charged on them (its delivery is
 * not): either needs every app the campaign promotes to have its attribution set up (a partner for at least one
 * platform), and the campaign to promote one. Without it a CPI campaign would serve and never be charged.
 */
export async function assertAttributionSetUp(db: Pick<Tx, "attributionSetting">, state: BidState, promotedAppIds: string[]) {
  const goal = state.goalType !== "GOAL_TYPE_NONE";
  if (!goal && state.bidType !== "BID_TYPE_CPI") return;
  const set = await db.attributionSetting.findMany({
    where: { appId: { in: promotedAppIds } },
    select: { appId: true },
    distinct: ["appId"],
  });
  const setUp = new Set(set.map((row) => row.appId));
  const missing = promotedAppIds.filter((id) => !setUp.has(id));
  if (promotedAppIds.length === 0 || missing.length > 0) {
    const which =
      promotedAppIds.length === 0 ? "The campaign promotes no app" : `The promoted app ${missing.join(", ")} has no attribution set up`;
    const what = goal ? "a goal is measured on attributed installs" : "a CPI bid is charged on attributed installs";
    throw badRequest(`${which}: ${what}.`, "ATTRIBUTION_NOT_SET_UP", [
      { path: goal ? "goal.type" : "bid.type", message: "needs attribution set up for every promoted app" },
    ]);
  }
}

/** Whether the campaign has been charged anything: its budget moved, or a delivery row was charged. */
async function hasSpent(tx: Pick<Tx, "deliveryDay">, campaign: { id: string; budget: bigint; budgetRemain: bigint }) {
  if (campaign.budgetRemain < campaign.budget) return true;
  const charged = await tx.deliveryDay.findFirst({ where: { campaignId: campaign.id, charged: { gt: 0 } }, select: { adId: true } });
  return charged !== null;
}

/** 409 BID_TYPE_LOCKED when the bid type changes on a campaign that has spent (read under its row lock). */
export async function assertBidTypeMayChange(
  tx: Pick<Tx, "deliveryDay">,
  campaign: { id: string; budget: bigint; budgetRemain: bigint; bidType: string },
  next: BidType,
) {
  if (next === campaign.bidType) return;
  if (await hasSpent(tx, campaign)) {
    throw conflict("The campaign has already spent: its bid type cannot change (duplicate it to bid another way).", "BID_TYPE_LOCKED");
  }
}
