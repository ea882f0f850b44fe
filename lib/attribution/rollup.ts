import "server-only";
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { ROAS_KEYS, ROAS_WINDOWS } from "./cohort-schemas";

/** Where one counted postback lands in AttributionRollup: '' where the postback did not say. */
export type RollupKey = {
  organizationId: string;
  campaignId: string;
  adId: string;
  creativeId: string;
  country: string;
  platform: string;
  source: "MMP" | "SKAN";
  /** The install's moment; the row holds its UTC hour. */
  installAt: Date;
  /** Whole days from the install to the event; 0 for installs. */
  dayOffset: number;
  /** '' on install rows. */
  eventName: string;
};

/** What one postback adds. */
export type RollupAmounts = Partial<
  Record<"installs" | "rejectedInstalls" | "reattributions" | "events" | "rejectedEvents" | "revenue" | "unconvertedEvents", bigint>
>;

const AMOUNTS = ["installs", "rejectedInstalls", "reattributions", "events", "rejectedEvents", "revenue", "unconvertedEvents"] as const;

/** The UTC hour an install counts in. */
function installHourOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
}

/** Whole days from install to event (0 for an event before its install, as partners' clocks sometimes disagree). */
export function dayOffsetOf(installAt: Date, eventAt: Date): number {
  return Math.max(0, Math.floor((eventAt.getTime() - installAt.getTime()) / 86_400_000));
}

/** The AttributionDay columns of ROAS_WINDOWS: revenue of events within N whole days of their install. */
export const DAY_WINDOW_COLUMNS = ROAS_KEYS.map((key) => `revenue${key.toUpperCase()}`);

const sumsOnConflict = (table: string, columns: readonly string[]) =>
  Prisma.raw(columns.map((column) => `"${column}" = "${table}"."${column}" + EXCLUDED."${column}"`).join(",\n      "));

/**
 * The CTEs (entries of a WITH list, named "rollupZone", "rollupHour" and "rollupDay") that add `amounts` to the
 * rollup rows of `key`, only when `onlyIf` holds (a condition on a data-modifying CTE before them, so one statement
 * stores a postback and counts it, or does neither): its UTC hour's row in AttributionRollup and its install day's
 * row in AttributionDay, the day of the organization's time zone read under a key-share lock of its row. A change of
 * the zone takes that row FOR UPDATE before it rebuilds the organization's days (migration
 * 20261206172857_attribution_days), so it waits for this statement's transaction to commit, and a statement that
 * starts meanwhile waits for the change and reads the new zone. Every writer of the rollups goes through here.
 */
export function attributionRollupWrites(key: RollupKey, amounts: RollupAmounts, onlyIf: Prisma.Sql = Prisma.sql`TRUE`): Prisma.Sql {
  const values = AMOUNTS.map((name) => String(amounts[name] ?? 0n));
  const revenue = amounts.revenue ?? 0n;
  const within = ROAS_WINDOWS.map((days) => String(key.dayOffset <= days ? revenue : 0n));
  const installHour = installHourOf(key.installAt);
  const amountColumns = Prisma.raw(AMOUNTS.map((name) => `"${name}"`).join(", "));
  const amountValues = Prisma.join(values.map((value) => Prisma.sql`${value}::bigint`));
  return Prisma.sql`"rollupZone" AS (
      SELECT "timeZone" FROM "Organization" WHERE "id" = ${key.organizationId} FOR KEY SHARE
    ), "rollupHour" AS (
    INSERT INTO "AttributionRollup" ("organizationId", "campaignId", "adId", "creativeId", "country", "platform", "source",
      "installHour", "dayOffset", "eventName", ${amountColumns})
    SELECT ${key.organizationId}, ${key.campaignId}, ${key.adId}, ${key.creativeId}, ${key.country}, ${key.platform},
      ${key.source}, ${installHour}, ${key.dayOffset}, ${key.eventName}, ${amountValues}
    WHERE ${onlyIf}
    ON CONFLICT ("organizationId", "campaignId", "adId", "creativeId", "country", "platform", "source", "installHour",
      "dayOffset", "eventName") DO UPDATE SET
      ${sumsOnConflict("AttributionRollup", AMOUNTS)}
    ), "rollupDay" AS (
    INSERT INTO "AttributionDay" ("organizationId", "campaignId", "adId", "country", "source", "installDay", "eventName",
      ${amountColumns}, ${Prisma.raw(DAY_WINDOW_COLUMNS.map((column) => `"${column}"`).join(", "))})
    SELECT ${key.organizationId}, ${key.campaignId}, ${key.adId}, ${key.country}, ${key.source},
      (to_timestamp(${installHour.getTime() / 1000}::double precision) AT TIME ZONE z."timeZone")::date, ${key.eventName},
      ${amountValues}, ${Prisma.join(within.map((value) => Prisma.sql`${value}::bigint`))}
    FROM "rollupZone" z
    WHERE ${onlyIf}
    ON CONFLICT ("organizationId", "campaignId", "adId", "country", "source", "installDay", "eventName") DO UPDATE SET
      ${sumsOnConflict("AttributionDay", [...AMOUNTS, ...DAY_WINDOW_COLUMNS])}
    )`;
}

/**
 * Adds to the rollup rows of `key`, in the caller's transaction (the one that stores the postback), so the reports
 * never count a postback that was not stored or miss one that was. Amounts may be negative (a rate loaded later
 * moves an event from unconverted to revenue).
 */
export async function addToAttributionRollup(tx: Tx, key: RollupKey, amounts: RollupAmounts): Promise<void> {
  await tx.$executeRaw`WITH ${attributionRollupWrites(key, amounts)} SELECT 1`;
}
