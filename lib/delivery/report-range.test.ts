import { describe, expect, it } from "vitest";
import { customRangeError, dailySeries, previousRange, readReportRange, relativeChange, REPORT_DAYS_MAX } from "./report-range";

const NOW = Date.UTC(2026, 10, 22, 23, 30);

describe("custom report ranges", () => {
  it("accepts a range of one day up to the report's longest", () => {
    expect(customRangeError("2026-11-01", "2026-11-01")).toBeNull();
    expect(customRangeError("2025-11-01", "2026-11-01")).toBeNull();
    expect(REPORT_DAYS_MAX).toBe(366);
  });

  it.each([
    ["", "2026-11-01", "missing"],
    ["2026-11-01", "", "missing"],
    ["2026-02-30", "2026-03-01", "invalid"],
    ["2026-11-1", "2026-11-02", "invalid"],
    ["2026-11-02", "2026-11-01", "order"],
    ["2025-10-31", "2026-11-01", "tooLong"],
  ])("%s to %s: %s", (from, to, error) => expect(customRangeError(from, to)).toBe(error));
});

describe("the range a URL asks for", () => {
  it("is its own days when they make a range", () => {
    expect(readReportRange({ range: "last7", from: "2026-11-01", to: "2026-11-10" }, NOW)).toEqual({
      choice: "custom",
      from: "2026-11-01",
      to: "2026-11-10",
    });
  });

  it("is the preset when the days are wrong or missing", () => {
    expect(readReportRange({ range: "last7", from: "2026-11-10", to: "2026-11-01" }, NOW)).toEqual({
      choice: "last7",
      from: "2026-11-16",
      to: "2026-11-22",
    });
    expect(readReportRange({ from: "2026-11-10" }, NOW)).toMatchObject({ choice: "last30", from: "2026-10-24" });
  });

  it("is the last 30 days of the zone when nothing or something unknown is asked", () => {
    expect(readReportRange({}, NOW)).toEqual({ choice: "last30", from: "2026-10-24", to: "2026-11-22" });
    // 23:30 UTC is already the 23rd in Seoul.
    expect(readReportRange({ range: "yesterday" }, NOW, "Asia/Seoul")).toEqual({ choice: "last30", from: "2026-10-25", to: "2026-11-23" });
  });
});

describe("the previous period", () => {
  it("has as many days and ends the day before", () => {
    expect(previousRange({ from: "2026-11-16", to: "2026-11-22" })).toEqual({ from: "2026-11-09", to: "2026-11-15" });
    expect(previousRange({ from: "2026-11-01", to: "2026-11-01" })).toEqual({ from: "2026-10-31", to: "2026-10-31" });
  });

  it("crosses months and leap days", () => {
    expect(previousRange({ from: "2024-03-01", to: "2024-03-31" })).toEqual({ from: "2024-01-30", to: "2024-02-29" });
    expect(previousRange({ from: "2026-01-01", to: "2026-01-10" })).toEqual({ from: "2025-12-22", to: "2025-12-31" });
  });
});

describe("change against the previous period", () => {
  it("is a fraction of the previous value", () => {
    expect(relativeChange(1123, 1000)).toBeCloseTo(0.123);
    expect(relativeChange(500, 1000)).toBe(-0.5);
    expect(relativeChange(1000, 1000)).toBe(0);
  });

  it("is new from nothing, and nothing to compare when either side has no value", () => {
    expect(relativeChange(10, 0)).toBe("new");
    expect(relativeChange(0, 0)).toBeNull();
    expect(relativeChange(null, 0.02)).toBeNull();
    expect(relativeChange(0.02, null)).toBeNull();
    expect(relativeChange(0, 10)).toBe(-1);
  });
});

describe("the chart's days", () => {
  const row = (date: string, impressions: number) => ({
    date,
    impressions,
    clicks: impressions / 100,
    installs: 1,
    spend: impressions * 3,
  });

  it("has every day of the range, zeros where nothing was delivered", () => {
    expect(dailySeries([row("2026-11-02", 1000)], { from: "2026-11-01", to: "2026-11-03" })).toEqual([
      { date: "2026-11-01", impressions: 0, clicks: 0, installs: 0, spend: 0 },
      { date: "2026-11-02", impressions: 1000, clicks: 10, installs: 1, spend: 3000 },
      { date: "2026-11-03", impressions: 0, clicks: 0, installs: 0, spend: 0 },
    ]);
  });

  it("puts the previous period's first day beside the range's first", () => {
    const range = { from: "2026-11-04", to: "2026-11-06" };
    const previous = { rows: [row("2026-11-01", 200), row("2026-11-03", 400)], from: previousRange(range).from };
    const points = dailySeries([row("2026-11-04", 300)], range, previous);
    expect(points.map((point) => [point.date, point.impressions, point.previous?.date, point.previous?.impressions])).toEqual([
      ["2026-11-04", 300, "2026-11-01", 200],
      ["2026-11-05", 0, "2026-11-02", 0],
      ["2026-11-06", 0, "2026-11-03", 400],
    ]);
  });
});
