import { describe, expect, it } from "vitest";
import { withRates } from "./rates";

describe("withRates", () => {
  it.each([
    [
      { impressions: 1000, clicks: 25, installs: 4, spend: 3000 },
      { ctr: 0.025, ecpm: 3000, cpi: 750 },
    ],
    [
      { impressions: 3, clicks: 1, installs: 3, spend: 10 },
      { ctr: 0.333333, ecpm: 3333.33, cpi: 3.33 },
    ],
    [
      { impressions: 0, clicks: 0, installs: 0, spend: 0 },
      { ctr: null, ecpm: null, cpi: null },
    ],
    [
      { impressions: 500, clicks: 0, installs: 0, spend: 100 },
      { ctr: 0, ecpm: 200, cpi: null },
    ],
  ])("%j → %j", (totals, rates) => expect(withRates(totals)).toEqual({ ...totals, ...rates }));
});
