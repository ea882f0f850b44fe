import { describe, expect, it } from "vitest";
import { withRates } from "./rates";
import { sortReportRows } from "./sort-report-rows";

const row = (extra: object, spend: number, installs: number) => ({
  ...extra,
  ...withRates({ impressions: 1000, clicks: 10, installs, spend }),
});

describe("sortReportRows", () => {
  const rows = [
    row({ date: "2026-11-02", country: "KR" }, 100, 1),
    row({ date: "2026-11-01", country: "JP" }, 100, 0),
    row({ date: "2026-11-01", country: "KR" }, 300, 3),
    row({ date: "2026-11-01", country: null }, 200, 1),
  ];
  it("orders by date first, then the metric, largest first by default", () => {
    expect(sortReportRows(rows, "spend", "desc").map((r) => [r.date, r.country])).toEqual([
      ["2026-11-01", "KR"],
      ["2026-11-01", null],
      ["2026-11-01", "JP"],
      ["2026-11-02", "KR"],
    ]);
  });
  it("puts rows whose rate is null last in either order", () => {
    expect(sortReportRows(rows, "cpi", "asc").map((r) => [r.date, r.country])).toEqual([
      ["2026-11-01", "KR"],
      ["2026-11-01", null],
      ["2026-11-01", "JP"],
      ["2026-11-02", "KR"],
    ]);
    expect(sortReportRows(rows, "cpi", "desc").map((r) => r.cpi)).toEqual([200, 100, null, 100]);
  });
  it("breaks ties by country, so equal rows keep one order", () => {
    const tied = [row({ country: "KR" }, 100, 1), row({ country: "JP" }, 100, 1)];
    expect(sortReportRows(tied, "spend", "desc").map((r) => r.country)).toEqual(["JP", "KR"]);
  });
});
