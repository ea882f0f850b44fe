import { describe, expect, it } from "vitest";
import { budgetReset } from "./budget-reset";

const NOW = new Date("2026-11-26T15:30:00Z");

describe("budgetReset", () => {
  it("a campaign reported by the day resets at the next 00:00 UTC", () => {
    expect(budgetReset(undefined, NOW)).toEqual({ day: "UTC", at: new Date("2026-11-27T00:00:00Z") });
    expect(budgetReset(undefined, new Date("2026-12-31T23:59:59Z")).at.toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(budgetReset(undefined, new Date("2026-11-27T00:00:00Z")).at.toISOString()).toBe("2026-11-28T00:00:00.000Z");
  });

  it("a campaign reported by the hour resets at the organization's midnight", () => {
    // Asia/Seoul: 15:30 UTC is 00:30 on the 27th there; its day ends at 2026-11-27T15:00Z.
    const seoulMidnight = new Date("2026-11-27T15:00:00Z");
    expect(budgetReset(seoulMidnight, NOW)).toEqual({ day: "ORGANIZATION", at: seoulMidnight });
  });
});
