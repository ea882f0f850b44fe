import type { ReportMetrics } from "./schemas";

type Totals = { impressions: number; clicks: number; installs: number; spend: number };

const ratio = (numerator: number, divisor: number, digits: number) =>
  divisor === 0 ? null : Math.round((numerator / divisor) * 10 ** digits) / 10 ** digits;

/** Totals with their rates: CTR as a decimal (0.0123), eCPM and CPI in KRW to two decimals; null when dividing by 0. */
export function withRates(totals: Totals): ReportMetrics {
  return {
    ...totals,
    ctr: ratio(totals.clicks, totals.impressions, 6),
    ecpm: ratio(totals.spend * 1000, totals.impressions, 2),
    cpi: ratio(totals.spend, totals.installs, 2),
  };
}
