import "server-only";
import { addCohortSums, cohortMetrics, emptyCohortSums } from "@/lib/attribution/cohort-math";
import { cohortRows, unconvertedRevenue, type CohortGrouping } from "@/lib/attribution/cohort-rows";
import type { ReportAttribution, UnconvertedRevenue } from "@/lib/attribution/cohort-schemas";
import { wallClockToInstant } from "@/lib/time-zone";
import { addUtcDays } from "@/lib/utc-day";
import { withRates } from "./rates";
import type { CreativeKind, OrganizationReportQuery, ReportMetrics, ReportQuery, ReportRow } from "./schemas";

type Scope = { organizationId: string; timeZone: string; campaignId?: string };
type Shape = Pick<CohortGrouping, "byDay" | "byHour" | "byCountry" | "byCampaign" | "byAd" | "byCreative" | "byPlatform">;

type Keyed = {
  date?: string;
  hour?: number | null;
  country?: string | null;
  campaignId?: string;
  adId?: string;
  creativeId?: string | null;
  platform?: string | null;
};
const keyOf = (row: Keyed) =>
  [row.date ?? "", row.hour ?? "", row.country ?? "", row.campaignId ?? "", row.adId ?? "", row.creativeId ?? "", row.platform ?? ""].join(
    "|",
  );

/** The instant after a cohort's last install: the end of its local day (or hour), or of the range's last day. */
function cohortEnd(row: { date?: string; hour?: number | null }, to: string, timeZone: string): number {
  const day = row.date ?? to;
  if (row.hour !== undefined && row.hour !== null) {
    return (wallClockToInstant(`${day}T${String(row.hour).padStart(2, "0")}:00`, timeZone)?.getTime() ?? 0) + 3_600_000;
  }
  return wallClockToInstant(`${addUtcDays(day, 1)}T00:00`, timeZone)?.getTime() ?? 0;
}

/** What a report's rows get from the attribution rollup: its cohorts' sums and the revenue waiting for a rate. */
type AttributionSums = { cohorts: Awaited<ReturnType<typeof cohortRows>>; unconverted: UnconvertedRevenue[] };

/** The attribution sums of a report's rows, grouped as its delivery rows are (read beside the delivery's sums). */
export async function readAttribution(scope: Scope, query: ReportQuery | OrganizationReportQuery, shape: Shape): Promise<AttributionSums> {
  const grouping: CohortGrouping = {
    ...shape,
    // a creative's installs are its ad's too: its rows name the ad
    byAd: shape.byAd || shape.byCreative,
    from: query.from,
    to: query.to,
    adIds: "adId" in query ? query.adId : undefined,
    countries: query.country,
    event: query.event,
    source: query.attributionSource,
  };
  const [cohorts, unconverted] = await Promise.all([cohortRows(scope, grouping), unconvertedRevenue(scope, grouping)]);
  return { cohorts, unconverted };
}

/**
 * Puts the attribution sums (readAttribution) beside a report's delivery: each row gets the installs, events and
 * revenue of the installs made in its days (hours), its countries, campaign, ad, creative and platform, with CPI, CPA and cohort ROAS
 * worked out on the row's spend; a cohort with no delivery row (installs on a day nothing was spent) becomes a row of
 * its own with no delivery. Answers the report's attribution summary (with unconverted revenue per currency), or
 * undefined when the range holds no attribution at all (the report then reads as before).
 */
export function addAttribution(
  scope: Scope,
  query: ReportQuery | OrganizationReportQuery,
  { cohorts, unconverted }: AttributionSums,
  rows: ReportRow[],
  totals: ReportMetrics,
  now = Date.now(),
): ReportAttribution | undefined {
  if (cohorts.length === 0 && unconverted.length === 0) return undefined;
  const withCpa = query.event !== undefined;
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  const total = emptyCohortSums();
  const seen = new Set<string>();
  for (const cohort of cohorts) {
    const key = keyOf(cohort);
    seen.add(key);
    addCohortSums(total, cohort.sums);
    let row = byKey.get(key);
    if (!row) {
      const { sums: _, creativeKind, ...labels } = cohort;
      row = {
        ...labels,
        ...(creativeKind !== undefined ? { creativeKind: creativeKind as CreativeKind | null } : {}),
        ...withRates({ impressions: 0, clicks: 0, installs: 0, spend: 0 }),
      };
      rows.push(row);
    }
    row.attribution = cohortMetrics(cohort.sums, row.spend, cohortEnd(row, query.to, scope.timeZone), now, withCpa);
  }
  for (const row of rows) {
    if (!seen.has(keyOf(row)))
      row.attribution = cohortMetrics(emptyCohortSums(), row.spend, cohortEnd(row, query.to, scope.timeZone), now, withCpa);
  }
  totals.attribution = cohortMetrics(total, totals.spend, cohortEnd({}, query.to, scope.timeZone), now, withCpa);
  return { source: query.attributionSource, event: query.event ?? null, unconvertedRevenue: unconverted };
}
