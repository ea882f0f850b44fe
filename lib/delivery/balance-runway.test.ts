import { describe, expect, it } from "vitest";
import { balanceRunwayDays, isLowBalance } from "./balance-runway";

describe("low-balance warning: fewer than 3 days of the last 7 days' average spend", () => {
  it.each([
    [70_000, 70_000, 7, false],
    [30_000, 70_000, 3, false],
    [29_999, 70_000, 2.9999, true],
    [0, 7, 0, true],
    [0, 0, null, false],
    [1_000_000, 0, null, false],
  ])("balance %i, 7-day spend %i → %s days, low %s", (balance, spend, days, low) => {
    const runway = balanceRunwayDays(balance, spend);
    if (days === null) expect(runway).toBeNull();
    else expect(runway).toBeCloseTo(days, 4);
    expect(isLowBalance(balance, spend)).toBe(low);
  });
});
