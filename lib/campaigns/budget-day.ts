import "server-only";
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { dayIn } from "@/lib/time-zone";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";

type Db = Pick<Tx, "$queryRaw">;
type BudgetDayAsk = { campaignId: string; day: string; timeZone: string };
/** A campaign's spend on its current budget day; spentTodayEndsAt when that day is the organization's (else null). */
export type ChargedToday = { spentToday: bigint; spentTodayEndsAt: Date | null };

const HOUR_MS = 3_600_000;
/** A campaign reported by the hour within this many UTC days follows its organization's day. */
const HOURLY_LOOKBACK_DAYS = 2;

export const budgetDayKey = (campaignId: string, day: string) => `${campaignId}/${day}`;

/**
 * The day a delivery row's charge counts toward for the daily budget: an hourly row's day in the organization's
 * time zone; a row without an hour cannot be placed in a local day, so its own (UTC) date label.
 */
export function budgetDayOf(date: string, hour: number | undefined, timeZone: string): string {
  return hour === undefined ? date : dayIn(Date.parse(`${date}T00:00:00Z`) + hour * HOUR_MS, timeZone);
}

/**
 * What campaign `campaignId` was charged on budget day `day` (SQL expressions): its rows without an hour dated
 * that day (DeliveryDay, reported as one row or split by anything but the hour: its detail does not start with
 * HOUR), its hourly cells whose day in `timeZone` it is, and
 * (a CPI campaign) its installs charged in the hours of that day in `timeZone`.
 */
function chargedOnDay(campaignId: Prisma.Sql, day: Prisma.Sql, timeZone: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(
    COALESCE((SELECT sum(d."charged") FROM "DeliveryDay" d
              WHERE d."campaignId" = ${campaignId} AND d."date" = ${day} AND (d."detail" IS NULL OR d."detail" NOT LIKE 'HOUR%')), 0)
    + COALESCE((SELECT sum(h."charged") FROM "DeliveryCell" h
                WHERE h."campaignId" = ${campaignId} AND h."hour" >= 0 AND h."date" BETWEEN ${day} - 1 AND ${day} + 1
                  AND ((h."date" + h."hour" * interval '1 hour') AT TIME ZONE 'UTC' AT TIME ZONE ${timeZone})::date = ${day}), 0)
    + COALESCE((SELECT sum(i."charged") FROM "CampaignInstallCharge" i
                WHERE i."campaignId" = ${campaignId} AND i."hour" >= (${day} - 1)::timestamp AT TIME ZONE 'UTC'
                  AND i."hour" < (${day} + 2)::timestamp AT TIME ZONE 'UTC'
                  AND (i."hour" AT TIME ZONE ${timeZone})::date = ${day}), 0))`;
}

/** What each campaign was already charged on each budget day asked. */
export async function chargedOnBudgetDays(db: Db, asks: BudgetDayAsk[]): Promise<Map<string, bigint>> {
  if (!asks.length) return new Map();
  const found = await db.$queryRaw<{ campaignId: string; day: string; charged: bigint }[]>`
    SELECT k."campaignId", k."day", ${chargedOnDay(Prisma.sql`k."campaignId"`, Prisma.sql`k."day"::date`, Prisma.sql`k."timeZone"`)} AS "charged"
    FROM unnest(${asks.map((a) => a.campaignId)}::text[], ${asks.map((a) => a.day)}::text[], ${asks.map((a) => a.timeZone)}::text[])
      AS k("campaignId", "day", "timeZone")`;
  return new Map(found.map((row) => [budgetDayKey(row.campaignId, row.day), BigInt(row.charged)]));
}

/**
 * A LATERAL subquery giving campaign `campaign` (its alias)'s charged spend on its current budget day
 * ("spentToday") and, when that day is the organization's, when it ends ("spentTodayEndsAt", else null). A
 * campaign reported by the hour lately follows the organization's day (its time zone); any other the UTC day, as
 * a serving system reporting whole days fills the UTC day's row.
 */
export function chargedTodaySql(campaign: Prisma.Sql, now = Date.now()): Prisma.Sql {
  const instant = new Date(now).toISOString();
  const since = addUtcDays(utcDayOf(now), -HOURLY_LOOKBACK_DAYS);
  return Prisma.sql`LATERAL (
    SELECT ${chargedOnDay(Prisma.sql`${campaign}."id"`, Prisma.sql`b."day"`, Prisma.sql`b."zone"`)} AS "spentToday",
      CASE WHEN b."hourly" THEN ((b."day" + 1)::timestamp AT TIME ZONE b."zone") END AS "spentTodayEndsAt"
    FROM (
      SELECT z."hourly", CASE WHEN z."hourly" THEN z."timeZone" ELSE 'UTC' END AS "zone",
        (${instant}::timestamptz AT TIME ZONE CASE WHEN z."hourly" THEN z."timeZone" ELSE 'UTC' END)::date AS "day"
      FROM (
        SELECT o."timeZone", EXISTS (
          SELECT 1 FROM "DeliveryDay" d WHERE d."campaignId" = ${campaign}."id" AND d."date" >= ${since}::date
            AND d."detail" LIKE 'HOUR%') AS "hourly"
        FROM "Organization" o WHERE o."id" = ${campaign}."organizationId"
      ) z
    ) b
  )`;
}

/** Each campaign's charged spend on its current budget day, and when that day ends if it is the organization's. */
export async function chargedToday(db: Db, campaignIds: string[], now = Date.now()): Promise<Map<string, ChargedToday>> {
  if (!campaignIds.length) return new Map();
  const rows = await db.$queryRaw<{ id: string; spentToday: bigint; spentTodayEndsAt: Date | null }[]>`
    SELECT c."id", t."spentToday", t."spentTodayEndsAt"
    FROM "Campaign" c CROSS JOIN ${chargedTodaySql(Prisma.sql`c`, now)} t
    WHERE c."id" = ANY(${campaignIds}::text[])`;
  return new Map(rows.map((row) => [row.id, { spentToday: BigInt(row.spentToday), spentTodayEndsAt: row.spentTodayEndsAt }]));
}
