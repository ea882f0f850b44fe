import { ROAS_KEYS, ROAS_WINDOWS, type AttributionMetrics } from "./cohort-schemas";

const DAY_MS = 86_400_000;

/** What the rollup rows of one report row add up to. revenueWithin[i] is revenue of events with dayOffset ≤ ROAS_WINDOWS[i]. */
export type CohortSums = {
  installs: number;
  rejectedInstalls: number;
  reattributions: number;
  events: number;
  rejectedEvents: number;
  revenue: number;
  unconvertedEvents: number;
  conversions: number;
  revenueWithin: readonly number[];
};

export const emptyCohortSums = (): CohortSums => ({
  installs: 0,
  rejectedInstalls: 0,
  reattributions: 0,
  events: 0,
  rejectedEvents: 0,
  revenue: 0,
  unconvertedEvents: 0,
  conversions: 0,
  revenueWithin: ROAS_WINDOWS.map(() => 0),
});

export function addCohortSums(into: CohortSums, more: CohortSums): CohortSums {
  for (const key of [
    "installs",
    "rejectedInstalls",
    "reattributions",
    "events",
    "rejectedEvents",
    "revenue",
    "unconvertedEvents",
    "conversions",
  ] as const) {
    into[key] += more[key];
  }
  into.revenueWithin = into.revenueWithin.map((value, i) => value + more.revenueWithin[i]);
  return into;
}

const ratio = (numerator: number, divisor: number, digits: number) =>
  divisor === 0 ? null : Math.round((numerator / divisor) * 10 ** digits) / 10 ** digits;

/**
 * Whether the N-day window is still open for a cohort whose installs end at `cohortEnd` (ms): an install just
 * before it counts events until N + 1 whole days later (dayOffset = whole days from install to event ≤ N).
 */
export function isMaturing(windowDays: number, cohortEnd: number, now: number): boolean {
  return now < cohortEnd + (windowDays + 1) * DAY_MS;
}

/**
 * A row's attribution figures: CPI = spend ÷ attributed installs, CPA = spend ÷ conversions (with `withCpa`),
 * ROAS Dn = revenue within n days of install ÷ spend, each window maturing until it has closed for the row's last
 * install (`cohortEnd`). Rates to 2 decimals (ROAS to 4); null when the divisor is 0.
 */
export function cohortMetrics(sums: CohortSums, spend: number, cohortEnd: number, now: number, withCpa: boolean): AttributionMetrics {
  const roas = Object.fromEntries(
    ROAS_KEYS.map((key, i) => [
      key,
      { value: ratio(sums.revenueWithin[i], spend, 4), maturing: isMaturing(ROAS_WINDOWS[i], cohortEnd, now) },
    ]),
  ) as AttributionMetrics["roas"];
  return {
    installs: sums.installs,
    rejectedInstalls: sums.rejectedInstalls,
    reattributions: sums.reattributions,
    events: sums.events,
    rejectedEvents: sums.rejectedEvents,
    revenue: sums.revenue,
    unconvertedEvents: sums.unconvertedEvents,
    cpi: ratio(spend, sums.installs, 2),
    ...(withCpa ? { conversions: sums.conversions, cpa: ratio(spend, sums.conversions, 2) } : {}),
    roas,
  };
}
