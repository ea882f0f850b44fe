import "server-only";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { ROAS_WINDOWS, type UnconvertedRevenue } from "./cohort-schemas";
import { DAY_WINDOW_COLUMNS } from "./rollup";
import type { CohortSums } from "./cohort-math";
import type { AppPlatform } from "@/lib/apps/platforms";

type CohortScope = { organizationId: string; timeZone: string; campaignId?: string };

/** What a report's attribution figures are grouped and filtered by (as its delivery rows are). */
export type CohortGrouping = {
  from: string;
  to: string;
  byDay: boolean;
  byHour: boolean;
  byCountry: boolean;
  byCampaign: boolean;
  byAd: boolean;
  /** By the ad's creative (with byAd) and by app platform: read from the hourly rollup, which alone keeps them. */
  byCreative: boolean;
  byPlatform: boolean;
  adIds?: readonly string[];
  countries?: readonly string[];
  /** The event CPA counts (conversions), if any. */
  event?: string;
  source: "MMP" | "SKAN";
};

type CohortRow = {
  date?: string;
  hour?: number;
  country?: string | null;
  campaignId?: string;
  campaignName?: string;
  adId?: string;
  adName?: string;
  creativeId?: string | null;
  creativePosition?: number | null;
  /** IMAGE or VIDEO */
  creativeKind?: string | null;
  platform?: AppPlatform | null;
  sums: CohortSums;
};

type Summed = {
  date?: string;
  hour?: number;
  country?: string | null;
  campaignId?: string;
  campaignName?: string | null;
  adId?: string;
  adName?: string | null;
  creativeId?: string | null;
  creativePosition?: number | null;
  creativeKind?: string | null;
  platform?: string | null;
  installs: bigint;
  rejectedInstalls: bigint;
  reattributions: bigint;
  events: bigint;
  rejectedEvents: bigint;
  revenue: bigint;
  unconvertedEvents: bigint;
  conversions: bigint;
  within: bigint[];
};

function filters(scope: CohortScope, g: CohortGrouping, alias: string) {
  const t = Prisma.raw(`${alias}."`);
  return Prisma.sql`${t}organizationId" = ${scope.organizationId}
    ${scope.campaignId ? Prisma.sql`AND ${t}campaignId" = ${scope.campaignId}` : Prisma.empty}
    ${g.adIds ? Prisma.sql`AND ${t}adId" IN (${Prisma.join(g.adIds)})` : Prisma.empty}
    ${g.countries ? Prisma.sql`AND ${t}country" IN (${Prisma.join(g.countries)})` : Prisma.empty}`;
}

/** The cohort sums of a report's rows: the columns each query answers beside its labels. */
function sumsOf(column: (name: string) => Prisma.Sql, conversions: Prisma.Sql, within: readonly Prisma.Sql[]) {
  return Prisma.sql`sum(${column("installs")})::bigint AS "installs", sum(${column("rejectedInstalls")})::bigint AS "rejectedInstalls",
    sum(${column("reattributions")})::bigint AS "reattributions", sum(${column("events")})::bigint AS "events",
    sum(${column("rejectedEvents")})::bigint AS "rejectedEvents", sum(${column("revenue")})::bigint AS "revenue",
    sum(${column("unconvertedEvents")})::bigint AS "unconvertedEvents", COALESCE(${conversions}, 0)::bigint AS "conversions",
    ARRAY[${Prisma.join(within.map((sum) => Prisma.sql`COALESCE(${sum}, 0)::bigint`))}] AS "within"`;
}

/** The campaign's and the ad's names joined onto the summed rows `s`, when the report is by campaign or ad. */
function withNames(g: CohortGrouping, summed: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT s.*
      ${g.byCampaign ? Prisma.sql`, c."name" AS "campaignName"` : Prisma.empty}
      ${g.byAd ? Prisma.sql`, a."name" AS "adName"` : Prisma.empty}
      ${g.byCreative ? Prisma.sql`, cr."position" AS "creativePosition", cr."kind" AS "creativeKind"` : Prisma.empty}
    FROM (${summed}) s
    ${g.byCampaign ? Prisma.sql`LEFT JOIN "Campaign" c ON c."id" = s."campaignId"` : Prisma.empty}
    ${g.byAd ? Prisma.sql`LEFT JOIN "Ad" a ON a."id" = s."adId"` : Prisma.empty}
    ${g.byCreative ? Prisma.sql`LEFT JOIN "Creative" cr ON cr."id" = s."creativeId"` : Prisma.empty}`;
}

/**
 * By day or in total: AttributionDay, which holds the rollup summed per install day of the organization's zone (the
 * local day of each UTC install hour) with each ROAS window's revenue, so a day is one row per ad, country and event.
 */
function byInstallDay(scope: CohortScope, g: CohortGrouping): Prisma.Sql {
  const groups: Prisma.Sql[] = [];
  if (g.byDay) groups.push(Prisma.sql`d."installDay"`);
  if (g.byCountry) groups.push(Prisma.sql`d."country"`);
  if (g.byCampaign) groups.push(Prisma.sql`d."campaignId"`);
  if (g.byAd) groups.push(Prisma.sql`d."adId"`);
  const labelled = [
    ...(g.byDay ? [Prisma.sql`to_char(d."installDay", 'YYYY-MM-DD') AS "date"`] : []),
    ...(g.byCountry ? [Prisma.sql`NULLIF(d."country", '') AS "country"`] : []),
    ...(g.byCampaign ? [Prisma.sql`d."campaignId"`] : []),
    ...(g.byAd ? [Prisma.sql`d."adId"`] : []),
  ];
  const column = (name: string) => Prisma.raw(`d."${name}"`);
  const conversions = g.event ? Prisma.sql`sum(d."events") FILTER (WHERE d."eventName" = ${g.event})` : Prisma.sql`0`;
  const within = DAY_WINDOW_COLUMNS.map((name) => Prisma.sql`sum(${column(name)})`);
  return withNames(
    g,
    Prisma.sql`
      SELECT ${Prisma.join([...labelled, sumsOf(column, conversions, within)])}
      FROM "AttributionDay" d
      WHERE ${filters(scope, g, "d")} AND d."source" = ${g.source}
        AND d."installDay" >= ${g.from}::date AND d."installDay" <= ${g.to}::date
      ${groups.length ? Prisma.sql`GROUP BY ${Prisma.join(groups)}` : Prisma.empty}`,
  );
}

/**
 * By hour (or by creative or platform, which AttributionDay does not keep): AttributionRollup's UTC install hours,
 * each placed in the organization's day and hour.
 */
function byInstallHour(scope: CohortScope, g: CohortGrouping): Prisma.Sql {
  const groups: Prisma.Sql[] = [];
  if (g.byDay) groups.push(Prisma.sql`x."local"::date`);
  if (g.byHour) groups.push(Prisma.sql`extract(hour FROM x."local")::int`);
  if (g.byCountry) groups.push(Prisma.sql`x."country"`);
  if (g.byCampaign) groups.push(Prisma.sql`x."campaignId"`);
  if (g.byAd) groups.push(Prisma.sql`x."adId"`);
  if (g.byCreative) groups.push(Prisma.sql`x."creativeId"`);
  if (g.byPlatform) groups.push(Prisma.sql`x."platform"`);
  const labelled = [
    ...(g.byDay ? [Prisma.sql`to_char(x."local"::date, 'YYYY-MM-DD') AS "date"`] : []),
    ...(g.byHour ? [Prisma.sql`extract(hour FROM x."local")::int AS "hour"`] : []),
    ...(g.byCountry ? [Prisma.sql`NULLIF(x."country", '') AS "country"`] : []),
    ...(g.byCampaign ? [Prisma.sql`x."campaignId"`] : []),
    ...(g.byAd ? [Prisma.sql`x."adId"`] : []),
    ...(g.byCreative ? [Prisma.sql`NULLIF(x."creativeId", '') AS "creativeId"`] : []),
    ...(g.byPlatform ? [Prisma.sql`NULLIF(x."platform", '') AS "platform"`] : []),
  ];
  const within = ROAS_WINDOWS.map((_, i) => Prisma.sql`sum(x.${Prisma.raw(`"r${i}"`)})`);
  // The columns the hours are kept apart by before they are placed in local days: the report's own ('' for none).
  const asked = { country: g.byCountry, campaignId: g.byCampaign, adId: g.byAd, creativeId: g.byCreative, platform: g.byPlatform };
  const columns = Object.keys(asked) as (keyof typeof asked)[];
  const kept = columns.filter((column) => asked[column]);
  const inner = Prisma.join(
    columns.map((column) => (kept.includes(column) ? Prisma.raw(`r."${column}"`) : Prisma.raw(`''::text AS "${column}"`))),
  );
  const innerGroups = Prisma.join([Prisma.sql`r."installHour"`, ...kept.map((column) => Prisma.raw(`r."${column}"`))]);
  // The UTC instant of a local midnight, worked out once: the range is read by the index on installHour, and no
  // rollup row's hour needs converting to be filtered.
  const localMidnight = (day: string | Prisma.Sql) =>
    Prisma.sql`(((${day})::date)::timestamp AT TIME ZONE ${scope.timeZone}) AT TIME ZONE 'UTC'`;
  return withNames(
    g,
    Prisma.sql`
      SELECT ${Prisma.join([...labelled, sumsOf((name) => Prisma.raw(`x."${name}"`), Prisma.sql`sum(x."conversions")`, within)])}
      FROM (
        -- Summed per UTC install hour (and the asked-for columns) first: the zone is then worked out once per hour,
        -- not once per rollup row.
        SELECT (h."installHour" AT TIME ZONE 'UTC' AT TIME ZONE ${scope.timeZone}) AS "local", h.*
        FROM (
          SELECT r."installHour", ${inner}, sum(r."installs") AS "installs", sum(r."rejectedInstalls") AS "rejectedInstalls",
            sum(r."reattributions") AS "reattributions", sum(r."events") AS "events", sum(r."rejectedEvents") AS "rejectedEvents",
            sum(r."revenue") AS "revenue", sum(r."unconvertedEvents") AS "unconvertedEvents",
            ${g.event ? Prisma.sql`sum(r."events") FILTER (WHERE r."eventName" = ${g.event})` : Prisma.sql`0::numeric`} AS "conversions",
            ${Prisma.join(ROAS_WINDOWS.map((n, i) => Prisma.sql`sum(r."revenue") FILTER (WHERE r."dayOffset" <= ${n}) AS ${Prisma.raw(`"r${i}"`)}`))}
          FROM "AttributionRollup" r
          WHERE ${filters(scope, g, "r")} AND r."source" = ${g.source}
            AND r."installHour" >= ${localMidnight(g.from)} AND r."installHour" < ${localMidnight(Prisma.sql`${g.to}::date + 1`)}
          GROUP BY ${innerGroups}
        ) h
      ) x
      ${groups.length ? Prisma.sql`GROUP BY ${Prisma.join(groups)}` : Prisma.empty}`,
  );
}

/**
 * The attribution rollup summed per install cohort: installs by the organization's day (and hour) of their UTC
 * install hour, each event and its revenue in its install's cohort, per country, campaign and ad as asked.
 */
export async function cohortRows(scope: CohortScope, g: CohortGrouping): Promise<CohortRow[]> {
  const hourly = g.byHour || g.byCreative || g.byPlatform;
  const rows = await prisma.$queryRaw<Summed[]>(hourly ? byInstallHour(scope, g) : byInstallDay(scope, g));
  return rows
    .filter((row) => row.installs !== null)
    .map((row) => ({
      ...(g.byDay ? { date: row.date } : {}),
      ...(g.byHour ? { hour: row.hour } : {}),
      ...(g.byCountry ? { country: row.country ?? null } : {}),
      ...(g.byCampaign ? { campaignId: row.campaignId, campaignName: row.campaignName ?? "" } : {}),
      ...(g.byAd ? { adId: row.adId, adName: row.adName ?? "" } : {}),
      ...(g.byCreative
        ? {
            creativeId: row.creativeId ?? null,
            creativePosition: row.creativePosition ?? null,
            creativeKind: row.creativeKind ?? null,
          }
        : {}),
      ...(g.byPlatform ? { platform: (row.platform as AppPlatform | null) ?? null } : {}),
      sums: {
        installs: Number(row.installs),
        rejectedInstalls: Number(row.rejectedInstalls),
        reattributions: Number(row.reattributions),
        events: Number(row.events),
        rejectedEvents: Number(row.rejectedEvents),
        revenue: Number(row.revenue),
        unconvertedEvents: Number(row.unconvertedEvents),
        conversions: Number(row.conversions),
        revenueWithin: row.within.map(Number),
      },
    }));
}

/**
 * Revenue of the range's installs still waiting for a rate, per currency, from the stored postbacks (the rollup
 * counts these events but not their amounts). Partner postbacks only: SKAdNetwork sends no revenue.
 */
export async function unconvertedRevenue(scope: CohortScope, g: CohortGrouping): Promise<UnconvertedRevenue[]> {
  if (g.source !== "MMP") return [];
  const installAt = Prisma.sql`COALESCE(p."installAt", p."eventAt", p."receivedAt")`;
  const rows = await prisma.$queryRaw<{ currency: string; amount: Prisma.Decimal; events: bigint }[]>`
    SELECT p."currency", sum(p."revenue") AS "amount", count(*)::bigint AS "events"
    FROM "Postback" p
    WHERE ${filters(scope, g, "p")} AND p."outcome" = 'ATTRIBUTED' AND p."revenueKrw" IS NULL AND p."revenue" IS NOT NULL
      AND p."currency" IS NOT NULL
      AND ${installAt} >= ${g.from}::date - 1 AND ${installAt} < ${g.to}::date + 2
      AND (${installAt} AT TIME ZONE 'UTC' AT TIME ZONE ${scope.timeZone}) >= ${g.from}::date
      AND (${installAt} AT TIME ZONE 'UTC' AT TIME ZONE ${scope.timeZone}) < ${g.to}::date + 1
    GROUP BY p."currency"
    ORDER BY p."currency"`;
  return rows.map((row) => ({ currency: row.currency, amount: new Prisma.Decimal(row.amount).toFixed(), events: Number(row.events) }));
}
