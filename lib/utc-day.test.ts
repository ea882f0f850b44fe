import { describe, expect, it } from "vitest";
import { addUtcDays, isUtcDay, startOfUtcMonth, utcDayOf, utcDaysInclusive } from "./utc-day";

describe("UTC days", () => {
  it.each([
    ["2026-11-22", true],
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-1-01", false],
    ["2026-11-22T00:00:00Z", false],
    ["", false],
  ])("isUtcDay(%j) is %s", (value, expected) => expect(isUtcDay(value)).toBe(expected));

  it("adds days across months and years", () => {
    expect(addUtcDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addUtcDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addUtcDays("2026-11-22", 0)).toBe("2026-11-22");
  });

  it("counts days inclusively and finds the month's first day", () => {
    expect(utcDaysInclusive("2026-11-01", "2026-11-30")).toBe(30);
    expect(utcDaysInclusive("2026-11-22", "2026-11-22")).toBe(1);
    expect(startOfUtcMonth("2026-11-22")).toBe("2026-11-01");
    expect(utcDayOf(Date.UTC(2026, 10, 22, 23, 59))).toBe("2026-11-22");
  });
});
