import "server-only";
import { Prisma } from "@/lib/db/generated/client";

/** A campaign's attribution sums over the range: what its partner attributed and the D7 revenue of those installs. */
export type CohortListSums = { attributedInstalls: bigint; revenueD7: bigint };

// The ROAS window of the list's roasD7 (revenue of events at most 7 whole days after install), and the source:
// the app's attribution partner (SKAdNetwork reports no revenue).
const ROAS_DAYS = 7;
const SOURCE = "MMP";

/** The installs of UTC days from..to, their D7 revenue: summed from the rollup rows of those install hours. */
const SUMS = Prisma.sql`sum(r."installs")::bigint AS "attributedInstalls",
  COALESCE(sum(r."revenue") FILTER (WHERE r."dayOffset" <= ${ROAS_DAYS}), 0)::bigint AS "revenueD7"`;
const rangeOf = ({ from, to }: { from: string; to: string }) =>
  Prisma.sql`r."source" = ${SOURCE} AND r."installHour" >= ${from}::date AND r."installHour" < ${to}::date + 1`;

/** A CTE (after others: it starts with a comma) summing the organization's rollup per campaign once (the (organizationId, installHour) index). */
export const cohortSumsCte = (organizationId: string, range: { from: string; to: string }) =>
  Prisma.sql`, cohort AS (
    SELECT r."campaignId", ${SUMS} FROM "AttributionRollup" r
    WHERE r."organizationId" = ${organizationId} AND ${rangeOf(range)} GROUP BY r."campaignId")`;

/** The same sums for each campaign of a page alone (the (campaignId, installHour) index). */
export const cohortSumsLateral = (range: { from: string; to: string }) =>
  Prisma.sql`LEFT JOIN LATERAL (SELECT ${SUMS} FROM "AttributionRollup" r WHERE r."campaignId" = c."id" AND ${rangeOf(range)}) co ON TRUE`;

/** The columns read from the joined sums (alias co); zeros without attribution. */
export const COHORT_COLUMNS = Prisma.sql`COALESCE(co."attributedInstalls", 0) AS "attributedInstalls", COALESCE(co."revenueD7", 0) AS "revenueD7"`;

/** The sort values over delivery sums `s` and cohort sums `co`: null where the divisor is 0 (they come last). */
export const COHORT_SORT_VALUE = {
  attributedCpi: Prisma.sql`(COALESCE(s."spend", 0)::float8 / NULLIF(co."attributedInstalls", 0))`,
  roasD7: Prisma.sql`(COALESCE(co."revenueD7", 0)::float8 * 100 / NULLIF(s."spend", 0))`,
};

/** The list's figures from the sums: CPI in won and D7 ROAS in percent, 2 decimals, null when the divisor is 0. */
export function cohortListMetrics(sums: CohortListSums, spend: number) {
  const installs = Number(sums.attributedInstalls);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    attributedInstalls: installs,
    attributedCpi: installs === 0 ? null : round(spend / installs),
    roasD7: spend === 0 ? null : round((Number(sums.revenueD7) * 100) / spend),
  };
}
