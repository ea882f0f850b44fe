import "server-only";
import type { Tx } from "@/lib/db/client";
import { dayIn, wallClockToInstant } from "@/lib/time-zone";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";

type Db = Pick<Tx, "$queryRaw">;
export type BudgetDayAsk = { campaignId: string; day: string; timeZone: string };

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
 * What each campaign was already charged on each budget day asked: its rows without an hour dated that day
 * (DeliveryDay, reported as one row or by country) and its hourly cells whose local day it is.
 */
export async function chargedOnBudgetDays(db: Db, asks: BudgetDayAsk[]): Promise<Map<string, bigint>> {
  if (!asks.length) return new Map();
  const found = await db.$queryRaw<{ campaignId: string; day: string; charged: bigint }[]>`
    SELECT k."campaignId", k."day",
      COALESCE((SELECT sum(d."charged") FROM "DeliveryDay" d
                WHERE d."campaignId" = k."campaignId" AND d."date" = k."day"::date
                  AND (d."detail" IS NULL OR d."detail" = 'COUNTRY')), 0)
      + COALESCE((SELECT sum(c."charged") FROM "DeliveryCell" c
                  WHERE c."campaignId" = k."campaignId" AND c."hour" >= 0
                    AND c."date" BETWEEN k."day"::date - 1 AND k."day"::date + 1
                    AND ((c."date" + c."hour" * interval '1 hour') AT TIME ZONE 'UTC' AT TIME ZONE k."timeZone")::date = k."day"::date), 0)
        AS "charged"
    FROM unnest(${asks.map((a) => a.campaignId)}::text[], ${asks.map((a) => a.day)}::text[], ${asks.map((a) => a.timeZone)}::text[])
      AS k("campaignId", "day", "timeZone")`;
  return new Map(found.map((row) => [budgetDayKey(row.campaignId, row.day), BigInt(row.charged)]));
}

export type ChargedToday = { charged: bigint; day: string; endsAt: Date };

/**
 * Each campaign's charged spend on its current budget day, and when that day ends: the organization's day for a
 * campaign reported by the hour lately, else the UTC day (a serving system reporting whole days fills the UTC
 * day's row, so that is the one being spent).
 */
export async function chargedToday(db: Db, campaignIds: string[], now = Date.now()): Promise<Map<string, ChargedToday>> {
  if (!campaignIds.length) return new Map();
  const utcToday = utcDayOf(now);
  const campaigns = await db.$queryRaw<{ id: string; timeZone: string; hourly: boolean }[]>`
    SELECT c."id", o."timeZone",
      EXISTS (SELECT 1 FROM "DeliveryDay" d WHERE d."campaignId" = c."id" AND d."date" >= ${addUtcDays(utcToday, -HOURLY_LOOKBACK_DAYS)}::date
                AND d."detail" IN ('HOUR', 'HOUR_COUNTRY')) AS "hourly"
    FROM "Campaign" c JOIN "Organization" o ON o."id" = c."organizationId"
    WHERE c."id" = ANY(${campaignIds}::text[])`;
  const asks = campaigns.map((c) =>
    c.hourly
      ? { campaignId: c.id, day: dayIn(now, c.timeZone), timeZone: c.timeZone }
      : { campaignId: c.id, day: utcToday, timeZone: "UTC" },
  );
  const charged = await chargedOnBudgetDays(db, asks);
  return new Map(
    asks.map((ask) => [
      ask.campaignId,
      { charged: charged.get(budgetDayKey(ask.campaignId, ask.day)) ?? 0n, day: ask.day, endsAt: dayEnd(ask.day, ask.timeZone) },
    ]),
  );
}

/** The instant `day` ends in `timeZone` (the next day's 00:00 there). */
function dayEnd(day: string, timeZone: string): Date {
  return wallClockToInstant(`${addUtcDays(day, 1)}T00:00`, timeZone)!;
}
