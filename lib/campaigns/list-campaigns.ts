import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { encodeValueCursor, pageOf, type Keyset, type ValueKeyset } from "@/lib/api/pagination";
import { campaignRowsWithFacts } from "./campaign-rows";
import { COHORT_COLUMNS, COHORT_SORT_VALUE, cohortSumsCte, cohortSumsLateral, type CohortListSums } from "./list-cohort-sums";
import type { CampaignMetricSort, CampaignStatus, ListCampaignsQuery } from "./schemas";
import type { SortOrder } from "@/lib/sort-orders";

const RUNNING: CampaignStatus[] = ["CAMPAIGN_STATUS_ACTIVE", "CAMPAIGN_STATUS_PAUSED"];

// A timestamp parameter compared with the timestamp (UTC, without zone) columns as the model queries do.
const at = (date: Date) => Prisma.sql`(${date.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

/** The condition for a status as read: ACTIVE and PAUSED campaigns past their endAt count as ENDED. */
function statusWhere(status: CampaignStatus, now: Date): Prisma.Sql {
  if (status === "CAMPAIGN_STATUS_ENDED") {
    return Prisma.sql`(c."status" = ${status} OR (c."status" = ANY(${RUNNING}::text[]) AND c."endAt" <= ${at(now)}))`;
  }
  if (RUNNING.includes(status)) return Prisma.sql`c."status" = ${status} AND (c."endAt" IS NULL OR c."endAt" > ${at(now)})`;
  return Prisma.sql`c."status" = ${status}`;
}

/**
 * Which campaigns a caller whose campaign:read is scoped to some apps may see: those promoting only those apps.
 * `null` when the caller may read every campaign of the organization.
 */
export type ReadScope = { readableAppIds: string[]; otherAppIds: string[] } | null;

function scopeWhere(scope: ReadScope): Prisma.Sql {
  if (!scope) return Prisma.sql`TRUE`;
  return Prisma.sql`c."promotedAppIds" && ${scope.readableAppIds}::text[] AND NOT (c."promotedAppIds" && ${scope.otherAppIds}::text[])`;
}

/** The keyset page condition, newest first: after the cursor's (createdAt, id), as lib/api/pagination's keyset. */
function pageWhere({ cursor }: { cursor?: Keyset }): Prisma.Sql {
  if (!cursor) return Prisma.sql`TRUE`;
  return Prisma.sql`c."createdAt" <= ${at(cursor.at)} AND (c."createdAt" < ${at(cursor.at)} OR (c."createdAt" = ${at(cursor.at)} AND c."id" < ${cursor.id}))`;
}

/** A campaign's delivery summed over the range (charged spend, as reports count it), zeros without delivery. */
export type DeliverySums = { impressions: bigint; clicks: bigint; installs: bigint; spend: bigint } & CohortListSums;
type SortRow = DeliverySums & { sortValue: bigint | number | null };

// Delivery reported for moments an ad could not serve (held) is left out, as reports leave it out of their metrics.
const SUMS = Prisma.sql`sum(d."impressions" - d."heldImpressions")::bigint AS "impressions", sum(d."clicks" - d."heldClicks")::bigint AS "clicks",
  sum(d."installs" - d."heldInstalls")::bigint AS "installs", sum(d."charged")::bigint AS "spend"`;
const SUM_COLUMNS = Prisma.sql`COALESCE(s."impressions", 0) AS "impressions", COALESCE(s."clicks", 0) AS "clicks",
  COALESCE(s."installs", 0) AS "installs", COALESCE(s."spend", 0) AS "spend"`;

/** The value a metric sort orders by: counts with 0 for no delivery, rates null where their divisor is 0 (last). */
const SORT_VALUE: Record<CampaignMetricSort, Prisma.Sql> = {
  spend: Prisma.sql`COALESCE(s."spend", 0)`,
  impressions: Prisma.sql`COALESCE(s."impressions", 0)`,
  clicks: Prisma.sql`COALESCE(s."clicks", 0)`,
  installs: Prisma.sql`COALESCE(s."installs", 0)`,
  ctr: Prisma.sql`(s."clicks"::float8 / NULLIF(s."impressions", 0))`,
  ecpm: Prisma.sql`(s."spend"::float8 * 1000 / NULLIF(s."impressions", 0))`,
  cpi: Prisma.sql`(s."spend"::float8 / NULLIF(s."installs", 0))`,
  ...COHORT_SORT_VALUE,
};

/**
 * After a value cursor in ORDER BY value <order> NULLS LAST, id <order>: a larger (smaller) value, the same value
 * and a further id, or no value at all; after a null, only further ids among the nulls.
 */
function afterValue(value: Prisma.Sql, order: SortOrder, after?: ValueKeyset): Prisma.Sql {
  if (!after) return Prisma.sql`TRUE`;
  const beyond = Prisma.raw(order === "desc" ? "<" : ">");
  if (after.value === null) return Prisma.sql`${value} IS NULL AND c."id" ${beyond} ${after.id}`;
  // numeric takes any number the cursor's pattern lets through (a tampered "1.5" or 20 digits would fail as bigint)
  const at = Prisma.sql`${after.value}::numeric`;
  return Prisma.sql`(${value} ${beyond} ${at} OR (${value} = ${at} AND c."id" ${beyond} ${after.id}) OR ${value} IS NULL)`;
}

/**
 * Extension GET campaigns: newest first (or by a metric of their delivery over a range of UTC days), keyset pages,
 * filtered by status, name and promoted app, each campaign with its serving facts (and its delivery and its
 * attribution partner's installs and D7 revenue summed over the range when asked for), in one query. Newest first, the sums are read for the page's campaigns only; a metric
 * sort sums the organization's delivery over the range once (the (organizationId, date) index) and joins it.
 */
export async function listCampaigns(organizationId: string, query: ListCampaignsQuery, scope: ReadScope = null) {
  const { status, name, promotedAppId, kind, metrics, sort, order } = query;
  const now = new Date();
  const conditions = [
    Prisma.sql`c."kind" = ${kind}`,
    // ILIKE on the name with the text as given, as Prisma's `contains` in insensitive mode sends it.
    ...(name ? [Prisma.sql`c."name" ILIKE ${`%${name}%`}`] : []),
    ...(promotedAppId ? [Prisma.sql`${promotedAppId} = ANY(c."promotedAppIds")`] : []),
    ...(status ? [statusWhere(status, now)] : []),
    scopeWhere(scope),
  ];
  const range = metrics && Prisma.sql`d."date" >= ${metrics.from}::date AND d."date" <= ${metrics.to}::date`;
  if (range && sort) {
    const value = SORT_VALUE[sort];
    const direction = Prisma.raw(order === "desc" ? "DESC" : "ASC");
    const rows = await campaignRowsWithFacts<SortRow>(
      organizationId,
      Prisma.join([...conditions, afterValue(value, order, query.after)], " AND "),
      query.limit + 1,
      {
        with: Prisma.sql`, sums AS (
          SELECT d."campaignId", ${SUMS} FROM "DeliveryDay" d
          WHERE d."organizationId" = ${organizationId} AND ${range} GROUP BY d."campaignId") ${cohortSumsCte(organizationId, metrics)}`,
        join: Prisma.sql`LEFT JOIN sums s ON s."campaignId" = c."id" LEFT JOIN cohort co ON co."campaignId" = c."id"`,
        columns: Prisma.sql`${SUM_COLUMNS}, ${COHORT_COLUMNS}, ${value} AS "sortValue"`,
        orderBy: Prisma.sql`"sortValue" ${direction} NULLS LAST, c."id" ${direction}`,
      },
    );
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    const nextCursor =
      rows.length > query.limit && last
        ? encodeValueCursor(`${sort}:${order}`, { value: last.sortValue === null ? null : String(last.sortValue), id: last.id })
        : null;
    return { items, nextCursor };
  }
  const conditionsOfPage = Prisma.join([...conditions, pageWhere(query)], " AND ");
  if (!range) return pageOf(await campaignRowsWithFacts(organizationId, conditionsOfPage, query.limit + 1), query.limit, "createdAt");
  const rows = await campaignRowsWithFacts<DeliverySums>(organizationId, conditionsOfPage, query.limit + 1, {
    join: Prisma.sql`LEFT JOIN LATERAL (SELECT ${SUMS} FROM "DeliveryDay" d WHERE d."campaignId" = c."id" AND ${range}) s ON TRUE
      ${cohortSumsLateral(metrics)}`,
    columns: Prisma.sql`${SUM_COLUMNS}, ${COHORT_COLUMNS}`,
  });
  return pageOf(rows, query.limit, "createdAt");
}
