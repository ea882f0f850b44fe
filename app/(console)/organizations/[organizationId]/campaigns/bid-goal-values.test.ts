import { describe, expect, it } from "vitest";
import { bidGoalBody, bidGoalFieldPaths, bidGoalValuesOf, DEFAULT_BID_GOAL, isDefaultBidGoal } from "./bid-goal-values";

describe("the bid and goal as the campaign forms hold and send them", () => {
  it("a new campaign's defaults (CPM, no country bids, no goal) are left out of the request", () => {
    expect(isDefaultBidGoal(bidGoalBody(DEFAULT_BID_GOAL))).toBe(true);
    const withCountry = {
      ...DEFAULT_BID_GOAL,
      bid: { type: "BID_TYPE_CPM" as const, countries: [{ country: "JP" as const, amount: 4000 }] },
    };
    expect(isDefaultBidGoal(bidGoalBody(withCountry))).toBe(false);
  });

  it("a CPM bid sends no default amount (each ad's cpm is the price), a goal of none no target", () => {
    const body = bidGoalBody({ bid: { type: "BID_TYPE_CPM", amount: 1500, countries: [] }, goal: { type: "GOAL_TYPE_NONE", target: 900 } });
    expect(body).toEqual({ bid: { type: "BID_TYPE_CPM", countries: [] }, goal: { type: "GOAL_TYPE_NONE" } });
  });

  it("a CPI bid sends its amount and country bids; an emptied amount is left out for the schema to name", () => {
    const values = {
      bid: { type: "BID_TYPE_CPI" as const, amount: 2000, countries: [{ country: "JP" as const, amount: 3000 }] },
      goal: { type: "GOAL_TYPE_TARGET_ROAS_D7" as const, target: 120 },
    };
    expect(bidGoalBody(values)).toEqual({
      bid: { type: "BID_TYPE_CPI", amount: 2000, countries: [{ country: "JP" as const, amount: 3000 }] },
      goal: { type: "GOAL_TYPE_TARGET_ROAS_D7", target: 120 },
    });
    expect(bidGoalBody({ ...values, bid: { ...values.bid, amount: Number.NaN } }).bid).not.toHaveProperty("amount");
  });

  it("reads a campaign's answer back into the same values", () => {
    const values = bidGoalValuesOf({
      bid: { type: "BID_TYPE_CPM", amount: null, countries: [{ country: "KR", amount: 5000 }] },
      goal: { type: "GOAL_TYPE_TARGET_CPI", target: 2500 },
    });
    expect(values).toEqual({
      bid: { type: "BID_TYPE_CPM", countries: [{ country: "KR", amount: 5000 }] },
      goal: { type: "GOAL_TYPE_TARGET_CPI", target: 2500 },
    });
    expect(bidGoalValuesOf({})).toEqual(DEFAULT_BID_GOAL);
  });

  it("names every field a refusal's details may point at, each country bid by its index", () => {
    const paths = bidGoalFieldPaths({ bid: { type: "BID_TYPE_CPI", countries: [{ country: "JP" }, { country: "KR" }] } });
    expect(paths).toEqual(
      expect.arrayContaining(["bid.amount", "goal.target", "goal.type", "bid.countries.1.amount", "bid.countries.0.country"]),
    );
  });
});
