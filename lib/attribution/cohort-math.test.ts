import { describe, expect, it } from "vitest";
import { addCohortSums, cohortMetrics, emptyCohortSums, isMaturing } from "./cohort-math";

const DAY = 86_400_000;

describe("cohort math", () => {
  it("a window closes N + 1 whole days after the cohort's last install", () => {
    const end = Date.UTC(2030, 0, 2);
    expect(isMaturing(0, end, end + DAY - 1)).toBe(true);
    expect(isMaturing(0, end, end + DAY)).toBe(false);
    expect(isMaturing(7, end, end + 8 * DAY - 1)).toBe(true);
    expect(isMaturing(7, end, end + 8 * DAY)).toBe(false);
    expect(isMaturing(30, end, end - DAY)).toBe(true);
  });

  it("CPI, CPA and ROAS per window from spend; null when dividing by 0", () => {
    const sums = {
      ...emptyCohortSums(),
      installs: 4,
      rejectedInstalls: 3,
      events: 5,
      conversions: 2,
      revenue: 9000,
      revenueWithin: [1000, 1500, 1500, 4000, 9000],
    };
    const end = Date.UTC(2030, 0, 2);
    const metrics = cohortMetrics(sums, 3000, end, end + 2 * DAY, true);
    expect(metrics).toMatchObject({ installs: 4, rejectedInstalls: 3, cpi: 750, conversions: 2, cpa: 1500 });
    expect(metrics.roas).toEqual({
      d0: { value: 0.3333, maturing: false },
      d1: { value: 0.5, maturing: false },
      d3: { value: 0.5, maturing: true },
      d7: { value: 1.3333, maturing: true },
      d30: { value: 3, maturing: true },
    });
    const none = cohortMetrics(emptyCohortSums(), 0, end, end, false);
    expect(none.cpi).toBeNull();
    expect(none.roas.d7.value).toBeNull();
    expect(none).not.toHaveProperty("cpa");
    expect(cohortMetrics(emptyCohortSums(), 500, end, end, true)).toMatchObject({ cpi: null, cpa: null, conversions: 0 });
  });

  it("adds sums window by window", () => {
    const a = { ...emptyCohortSums(), installs: 1, revenueWithin: [1, 2, 3, 4, 5] };
    const b = { ...emptyCohortSums(), installs: 2, unconvertedEvents: 1, revenueWithin: [10, 20, 30, 40, 50] };
    expect(addCohortSums(a, b)).toMatchObject({ installs: 3, unconvertedEvents: 1, revenueWithin: [11, 22, 33, 44, 55] });
  });
});
