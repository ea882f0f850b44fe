import { describe, expect, it } from "vitest";
import { withRates } from "./rates";
import { topCountries } from "./top-countries";

const row = (country: string | null, spend: number, installs = 0) => ({
  country,
  ...withRates({ impressions: 100, clicks: 1, installs, spend }),
});

describe("topCountries", () => {
  it("keeps the largest, adds the rest into one other bar and leaves out zeros", () => {
    const rows = [row("JP", 200), row("KR", 500), row(null, 50), row("US", 100), row("DE", 0)];
    expect(topCountries(rows, "spend", 2)).toEqual([
      { country: "KR", value: 500 },
      { country: "JP", value: 200 },
      { country: null, value: 150, other: true },
    ]);
  });
  it("draws the chosen metric, and no other bar when everything fits", () => {
    expect(topCountries([row("KR", 500, 1), row("JP", 200, 4)], "installs")).toEqual([
      { country: "JP", value: 4 },
      { country: "KR", value: 1 },
    ]);
  });
});
