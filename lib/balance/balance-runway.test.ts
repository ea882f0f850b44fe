import { describe, expect, it } from "vitest";
import { balanceRunwayDays, isLowBalance } from "./balance-runway";

describe("low-balance warning: fewer than BALANCE_LOW_DAYS days of the last 7 days' average spend", () => {
  it.each([
    [70_000, 70_000, 3, 7, false],
    [30_000, 70_000, 3, 3, false],
    [29_999, 70_000, 3, 2.9999, true],
    [0, 7, 3, 0, true],
    [0, 0, 3, null, false],
    [1_000_000, 0, 3, null, false],
    [50_000, 70_000, 5, 5, false],
    [49_999, 70_000, 5, 4.9999, true],
    [10_000, 70_000, 1, 1, false],
  ])("balance %i, 7-day spend %i, threshold %i days → %s days, low %s", (balance, spend, lowDays, days, low) => {
    const runway = balanceRunwayDays(balance, spend);
    if (days === null) expect(runway).toBeNull();
    else expect(runway).toBeCloseTo(days, 4);
    expect(isLowBalance(balance, spend, lowDays)).toBe(low);
  });
});
