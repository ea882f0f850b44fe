export const REPORTS_TAG = "Reports";

export const RATES = "ctr = clicks / impressions, ecpm = spend × 1000 / impressions, cpi = spend / installs; null where the divisor is 0.";
export const REPORT_RANGE =
  "`from` and `to` are UTC days (YYYY-MM-DD, both inclusive, at most 366 days; default the last 30 days). " +
  "granularity DAY (default) gives a row per day, TOTAL one for the range; breakdown AD gives a row per ad, NONE (default) adds them up. " +
  "Only days and ads with delivery appear. `spend` is what was charged: reported spend beyond a budget or the balance is left out. ";

export const reportExample = {
  from: "2026-11-01",
  to: "2026-11-02",
  granularity: "DAY",
  breakdown: "NONE",
  rows: [
    { date: "2026-11-01", impressions: 120000, clicks: 2400, installs: 96, spend: 360000, ctr: 0.02, ecpm: 3000, cpi: 3750 },
    { date: "2026-11-02", impressions: 80000, clicks: 1200, installs: 0, spend: 240000, ctr: 0.015, ecpm: 3000, cpi: null },
  ],
  totals: { impressions: 200000, clicks: 3600, installs: 96, spend: 600000, ctr: 0.018, ecpm: 3000, cpi: 6250 },
};
