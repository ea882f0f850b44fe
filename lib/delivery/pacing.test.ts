import { describe, expect, it } from "vitest";
import { budgetRunOutDay, nextUtcMidnight } from "./pacing";

const NOW = new Date("2026-11-26T15:30:00Z");

describe("pacing", () => {
  it("a daily budget resets at the next 00:00 UTC", () => {
    expect(nextUtcMidnight(NOW).toISOString()).toBe("2026-11-27T00:00:00.000Z");
    expect(nextUtcMidnight(new Date("2026-12-31T23:59:59Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("the budget runs out on the day the last 7 days' average reaches what is left, counted from today", () => {
    // 7,000 in 7 days: 1,000 a day; 2,500 left is used up two and a half days on
    expect(budgetRunOutDay(2_500, 7_000, NOW)).toBe("2026-11-28");
    expect(budgetRunOutDay(3_000, 7_000, NOW)).toBe("2026-11-29");
    expect(budgetRunOutDay(1, 7_000, NOW)).toBe("2026-11-26");
  });

  it("no delivery in the last 7 days: no pace to tell by; nothing left: today", () => {
    expect(budgetRunOutDay(5_000, 0, NOW)).toBeNull();
    expect(budgetRunOutDay(0, 0, NOW)).toBe("2026-11-26");
  });
});
