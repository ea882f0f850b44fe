import "server-only";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { addAttribution, readAttribution } from "./report-attribution";
import { withRates } from "./rates";
import { sortReportRows } from "./sort-report-rows";
import type { AppPlatform } from "@/lib/apps/platforms";
import type { CreativeKind, DeliveryFlag, NotServable, OrganizationReportQuery, Report, ReportQuery, ReportRow } from "./schemas";

type Scope = { organizationId: string; timeZone: string; campaignId?: string };
type Query = ReportQuery | OrganizationReportQuery;
type SummedRow = {
  date?: string;
  hour?: number | null;
  country?: string | null;
  campaignId?: string;
  campaignName?: string;
  adId?: string;
  adName?: string;
  creativeId?: string | null;
  creativePosition?: number | null;
  creativeKind?: string | null;
  platform?: string | null;
  flag?: DeliveryFlag | null;
  anyHourly: boolean | null;
  allHourly: boolean | null;
  impressions: bigint | null;
  clicks: bigint | null;
  installs: bigint | null;
  spend: bigint | null;
  heldImpressions: bigint | null;
  heldClicks: bigint | null;
  heldInstalls: bigint | null;
  heldSpend: bigint | null;
};

// Delivery reported for moments the ad could not serve (held) is kept out of the metrics and summed apart.
const METRICS = Prisma.sql`"impressions" - "heldImpressions" AS "impressions", "clicks" - "heldClicks" AS "clicks",
  "installs" - "heldInstalls" AS "installs", "charged" AS "spend", "heldImpressions", "heldClicks", "heldInstalls", "heldSpend"`;

/**
 * The day (and hour) a stored row is reported under: an hourly row (hour 0-23, UTC) in the organization's day and
 * hour; a row without an hour keeps its UTC day (it cannot be placed in a local day).
 */
function labels(alias: string, timeZone: string) {
  const t = Prisma.raw(`${alias}."`);
  const local = Prisma.sql`((${t}date" + make_interval(hours => ${t}hour"::int)) AT TIME ZONE 'UTC' AT TIME ZONE ${timeZone})`;
  return Prisma.sql`CASE WHEN ${t}hour" >= 0 THEN (${local})::date ELSE ${t}date" END AS "day",
    CASE WHEN ${t}hour" >= 0 THEN extract(hour FROM ${local})::int END AS "hour",
    NULLIF(${t}country", '') AS "country", ${t}hour" >= 0 AS "hourly"`;
}

/** A cell's creative and platform, null where it did not say. */
function splits(alias: string) {
  const t = Prisma.raw(`${alias}."`);
  return Prisma.sql`NULLIF(${t}creativeId", '') AS "creativeId", NULLIF(${t}platform", '') AS "platform"`;
}

/**
 * The rows a report sums, each with its day label: a campaign's (or per campaign, the organization's) finer rows
 * from DeliveryCell plus its day-only rows from DeliveryDay (a day reported finer is summed there too, so each
 * day is read from one of the two); the organization's added-up report from DeliveryRollup, which holds both
 * already summed over campaigns.
 */
function sourceRows(scope: Scope, query: Query, byAd: boolean): Prisma.Sql {
  // Without countries, creatives or platforms, only hourly cells need reading (to place them in local days): a day
  // reported otherwise is a UTC day whose sum its DeliveryDay row already holds, 1 row instead of one per cell.
  const cellsNeeded =
    query.breakdown === "COUNTRY" || query.breakdown === "CREATIVE" || query.breakdown === "PLATFORM" || query.country !== undefined;
  // An hourly row's local day is at most a day from its UTC day (zones are within ±14 hours).
  const utcRange = Prisma.sql`"date" >= ${query.from}::date - 1 AND "date" <= ${query.to}::date + 1`;
  const countries = query.country ? Prisma.sql`AND "country" IN (${Prisma.join(query.country)})` : Prisma.empty;
  // The organization's rollup holds no platforms: by platform, even added up, is read from its campaigns' rows.
  if (!scope.campaignId && "perCampaign" in query && !query.perCampaign && query.breakdown !== "PLATFORM") {
    return Prisma.sql`
      SELECT ${labels("r", scope.timeZone)}, NULL::text AS "campaignId", NULL::text AS "adId", NULL::text AS "creativeId",
        NULL::text AS "platform", NULL::text AS "flag", ${METRICS}
      FROM "DeliveryRollup" r
      WHERE r."organizationId" = ${scope.organizationId} AND ${utcRange} ${countries}`;
  }
  const ads = "adId" in query && query.adId ? Prisma.sql`AND "adId" IN (${Prisma.join(query.adId)})` : Prisma.empty;
  const campaigns = scope.campaignId
    ? Prisma.sql`"campaignId" = ${scope.campaignId} AND "organizationId" = ${scope.organizationId}`
    : // through the campaigns, so the (campaignId, date) index serves the organization's cells too
      Prisma.sql`"campaignId" IN (SELECT "id" FROM "Campaign" WHERE "organizationId" = ${scope.organizationId}) AND "organizationId" = ${scope.organizationId}`;
  const cellFlag = byAd ? Prisma.sql`c."flag"` : Prisma.sql`NULL::text`;
  const cells = Prisma.sql`
    SELECT ${labels("c", scope.timeZone)}, c."campaignId", c."adId", ${splits("c")}, ${cellFlag} AS "flag", ${METRICS}
    FROM "DeliveryCell" c
    WHERE ${campaigns} AND ${utcRange} ${countries} ${ads} ${cellsNeeded ? Prisma.empty : Prisma.sql`AND c."hour" >= 0`}`;
  // Day-only rows have no country: a country filter leaves them out.
  if (query.country) return cells;
  const days = scope.campaignId
    ? Prisma.sql`d."campaignId" = ${scope.campaignId} AND d."organizationId" = ${scope.organizationId}`
    : Prisma.sql`d."organizationId" = ${scope.organizationId}`;
  return Prisma.sql`${cells}
    UNION ALL
    SELECT d."date" AS "day", NULL::int AS "hour", NULL::text AS "country", false AS "hourly",
      d."campaignId", d."adId", NULL::text AS "creativeId", NULL::text AS "platform", d."flag", ${METRICS}
    FROM "DeliveryDay" d
    WHERE ${days} AND ${cellsNeeded ? Prisma.sql`d."detail" IS NULL` : Prisma.sql`(d."detail" IS NULL OR d."detail" NOT LIKE 'HOUR%')`} AND d."date" >= ${query.from}::date AND d."date" <= ${query.to}::date ${ads}`;
}

/** A creative row's creative: null for delivery reported without one; a creative since removed from its ad has no number. */
const creativeOf = (row: SummedRow) => ({
  creativeId: row.creativeId ?? null,
  creativePosition: row.creativePosition ?? null,
  creativeKind: (row.creativeKind as CreativeKind | null) ?? null,
});

const notServable = (held: NotServable) => (Object.values(held).some((value) => value > 0) ? { notServable: held } : {});

/**
 * A campaign's report (scope with campaignId) or the organization's (per campaign, or added together): delivery
 * summed per day or hour (or over the range), per ad, per country (or not). Days are the organization's for
 * hourly rows and UTC days for rows reported without an hour; the answer says which it holds. Spend is what was
 * charged. Delivery reported for moments the ad could not serve is left out of the metrics and answered apart
 * (notServable, on each row and the totals); per ad, a row carries the flag saying why, if any.
 */
export async function buildReport(scope: Scope, query: Query): Promise<Report> {
  const byDay = query.granularity !== "TOTAL";
  const byHour = query.granularity === "HOUR";
  const byAd = query.breakdown === "AD";
  const byCountry = query.breakdown === "COUNTRY";
  const byCreative = query.breakdown === "CREATIVE";
  const byPlatform = query.breakdown === "PLATFORM";
  const byCampaign = !scope.campaignId && (!("perCampaign" in query) || query.perCampaign);
  // Sum first over the bare columns, then join the names onto the few summed rows.
  const groups: Prisma.Sql[] = [];
  if (byDay) groups.push(Prisma.sql`x."day"`);
  if (byHour) groups.push(Prisma.sql`x."hour"`);
  if (byCountry) groups.push(Prisma.sql`x."country"`);
  if (byCampaign) groups.push(Prisma.sql`x."campaignId"`);
  // a creative is one of its ad's: its rows name the ad too, and delivery reported without a creative is the ad's
  if (byAd || byCreative) groups.push(Prisma.sql`x."adId"`);
  if (byCreative) groups.push(Prisma.sql`x."creativeId"`);
  if (byPlatform) groups.push(Prisma.sql`x."platform"`);
  const sums = Prisma.sql`sum(x."impressions")::bigint AS "impressions", sum(x."clicks")::bigint AS "clicks",
    sum(x."installs")::bigint AS "installs", sum(x."spend")::bigint AS "spend",
    sum(x."heldImpressions")::bigint AS "heldImpressions", sum(x."heldClicks")::bigint AS "heldClicks",
    sum(x."heldInstalls")::bigint AS "heldInstalls", sum(x."heldSpend")::bigint AS "heldSpend",
    bool_or(x."hourly") AS "anyHourly", bool_and(x."hourly") AS "allHourly"
    ${byAd ? Prisma.sql`, min(x."flag") AS "flag"` : Prisma.empty}`;
  const shape = { byDay, byHour, byCountry, byCampaign, byAd, byCreative, byPlatform };
  // The attribution sums are read at the same time as the delivery's, on another connection.
  const [rows, attributionSums] = await Promise.all([
    prisma.$queryRaw<SummedRow[]>`
    SELECT s."impressions", s."clicks", s."installs", s."spend", s."anyHourly", s."allHourly",
      s."heldImpressions", s."heldClicks", s."heldInstalls", s."heldSpend"
      ${byDay ? Prisma.sql`, to_char(s."day", 'YYYY-MM-DD') AS "date"` : Prisma.empty}
      ${byHour ? Prisma.sql`, s."hour"` : Prisma.empty}
      ${byCountry ? Prisma.sql`, s."country"` : Prisma.empty}
      ${byCampaign ? Prisma.sql`, s."campaignId", c."name" AS "campaignName"` : Prisma.empty}
      ${byAd ? Prisma.sql`, s."adId", a."name" AS "adName", s."flag"` : Prisma.empty}
      ${byCreative ? Prisma.sql`, s."adId", a."name" AS "adName", s."creativeId", cr."position" AS "creativePosition", cr."kind" AS "creativeKind"` : Prisma.empty}
      ${byPlatform ? Prisma.sql`, s."platform"` : Prisma.empty}
    FROM (
      SELECT ${Prisma.join([...groups, sums])}
      FROM (${sourceRows(scope, query, byAd)}) x
      WHERE x."day" >= ${query.from}::date AND x."day" <= ${query.to}::date
      ${groups.length ? Prisma.sql`GROUP BY ${Prisma.join(groups)}` : Prisma.empty}
    ) s
    ${byCampaign ? Prisma.sql`JOIN "Campaign" c ON c."id" = s."campaignId"` : Prisma.empty}
    ${byAd || byCreative ? Prisma.sql`JOIN "Ad" a ON a."id" = s."adId"` : Prisma.empty}
    ${byCreative ? Prisma.sql`LEFT JOIN "Creative" cr ON cr."id" = s."creativeId"` : Prisma.empty}`,
    readAttribution(scope, query, shape),
  ]);

  const total = { impressions: 0, clicks: 0, installs: 0, spend: 0 };
  const held = { impressions: 0, clicks: 0, installs: 0, spend: 0 };
  let anyHourly = false;
  let anyUtcDay = false;
  const out: ReportRow[] = [];
  for (const row of rows) {
    // Without grouping an empty range still answers one row of nulls: it is not a row of delivery.
    if (row.impressions === null) continue;
    const sums = {
      impressions: Number(row.impressions),
      clicks: Number(row.clicks ?? 0n),
      installs: Number(row.installs ?? 0n),
      spend: Number(row.spend ?? 0n),
    };
    const rowHeld = {
      impressions: Number(row.heldImpressions ?? 0n),
      clicks: Number(row.heldClicks ?? 0n),
      installs: Number(row.heldInstalls ?? 0n),
      spend: Number(row.heldSpend ?? 0n),
    };
    for (const metric of Object.keys(total) as (keyof typeof total)[]) {
      total[metric] += sums[metric];
      held[metric] += rowHeld[metric];
    }
    anyHourly ||= row.anyHourly === true;
    anyUtcDay ||= row.allHourly === false;
    out.push({
      ...(byDay ? { date: row.date } : {}),
      ...(byHour ? { hour: row.hour ?? null } : {}),
      ...(byCountry ? { country: row.country ?? null } : {}),
      ...(byCampaign ? { campaignId: row.campaignId, campaignName: row.campaignName } : {}),
      ...(byAd ? { adId: row.adId, adName: row.adName, ...(row.flag ? { flag: row.flag } : {}) } : {}),
      ...(byCreative ? { adId: row.adId, adName: row.adName, ...creativeOf(row) } : {}),
      ...(byPlatform ? { platform: (row.platform as AppPlatform | null) ?? null } : {}),
      ...withRates(sums),
      ...notServable(rowHeld),
    });
  }
  const totals = { ...withRates(total), ...notServable(held) };
  const attribution = addAttribution(scope, query, attributionSums, out, totals);
  return {
    from: query.from,
    to: query.to,
    granularity: query.granularity,
    breakdown: query.breakdown,
    // Attribution is counted by install in the organization's days and hours.
    timeZone: anyHourly || attribution ? scope.timeZone : "UTC",
    utcDays: anyUtcDay,
    rows: sortReportRows(out, query.sort, query.order),
    totals,
    ...(attribution ? { attribution } : {}),
  };
}
