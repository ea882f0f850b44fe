export const REPORTS_TAG = "Reports";

export const RATES =
  "ctr = clicks / impressions, ecpm = spend × 1000 / impressions, cpi = spend / installs; null where the divisor is 0. " +
  "spend is what was charged; delivery reported for an hour (or, reported without an hour, a UTC day) at no moment of which " +
  "the ad could serve is never charged and is left out of impressions, clicks, installs and spend: it is answered apart in " +
  "`notServable` (on the row and the totals, present only when there is some), with the reason in `flag` per ad.";
export const REPORT_RANGE =
  "`from` and `to` are days (YYYY-MM-DD, both inclusive, at most 366 days; default the last 30 days). " +
  "Days: delivery reported by hour is counted in the organization's days and hours (its time zone); delivery reported without an hour " +
  "keeps its UTC day, as it cannot be placed in a local day. The answer says which it holds: `timeZone` is the zone days are counted in " +
  "(the organization's when some rows are hourly, else UTC) and `utcDays` is true when some rows are UTC days. " +
  "granularity DAY (default) gives a row per day, HOUR a row per day and hour (delivery reported without an hour: one row per UTC day with " +
  "`hour` null; HOUR is never refused), TOTAL one for the range. breakdown AD gives a row per ad, COUNTRY a row per country (`country` null " +
  "for delivery reported without one), NONE (default) adds them up. `country` (codes separated by commas) keeps only those countries. " +
  "Rows are by date and hour, then by `sort` (spend, impressions, clicks, installs, ctr, ecpm or cpi; default spend) in `order` (desc by " +
  "default; null rates last). Only days, hours, countries and ads with delivery appear. `spend` is what was charged: reported spend beyond " +
  "a budget or the balance is left out. ";

export const countryReportExample = {
  from: "2026-11-20",
  to: "2026-11-21",
  granularity: "TOTAL",
  breakdown: "COUNTRY",
  timeZone: "Asia/Seoul",
  utcDays: true,
  rows: [
    { country: "KR", impressions: 150000, clicks: 3000, installs: 120, spend: 450000, ctr: 0.02, ecpm: 3000, cpi: 3750 },
    { country: "JP", impressions: 40000, clicks: 400, installs: 16, spend: 120000, ctr: 0.01, ecpm: 3000, cpi: 7500 },
    { country: null, impressions: 10000, clicks: 200, installs: 0, spend: 30000, ctr: 0.02, ecpm: 3000, cpi: null },
  ],
  totals: { impressions: 200000, clicks: 3600, installs: 136, spend: 600000, ctr: 0.018, ecpm: 3000, cpi: 4411.76 },
};
