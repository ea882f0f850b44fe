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
