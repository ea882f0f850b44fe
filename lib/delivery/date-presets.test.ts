import { describe, expect, it } from "vitest";
import { daysOf, presetRange } from "./date-presets";

const NOW = Date.UTC(2026, 10, 22, 23, 30);

describe("report date presets", () => {
  it.each([
    ["last7", { from: "2026-11-16", to: "2026-11-22" }],
    ["last30", { from: "2026-10-24", to: "2026-11-22" }],
    ["thisMonth", { from: "2026-11-01", to: "2026-11-22" }],
  ] as const)("%s → %j", (preset, range) => expect(presetRange(preset, NOW)).toEqual(range));

  it("lists every day of a range", () => {
    expect(daysOf("2026-10-30", "2026-11-02")).toEqual(["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02"]);
    expect(daysOf("2026-11-02", "2026-11-01")).toEqual([]);
  });
});

describe("presets in a zone", () => {
  // 2026-11-22 01:00 in Seoul is still 2026-11-21 in UTC.
  const SEOUL_MORNING = Date.parse("2026-11-21T16:00:00Z");

  it.each([
    ["Asia/Seoul", { from: "2026-11-16", to: "2026-11-22" }],
    ["UTC", { from: "2026-11-15", to: "2026-11-21" }],
  ] as const)("last 7 days in %s → %j", (zone, range) => expect(presetRange("last7", SEOUL_MORNING, zone)).toEqual(range));

  it("the first of the month in the zone is this month's whole span so far", () => {
    const firstInSeoul = Date.parse("2026-11-30T15:30:00Z");
    expect(presetRange("thisMonth", firstInSeoul, "Asia/Seoul")).toEqual({ from: "2026-12-01", to: "2026-12-01" });
    expect(presetRange("thisMonth", firstInSeoul)).toEqual({ from: "2026-11-01", to: "2026-11-30" });
  });
});
