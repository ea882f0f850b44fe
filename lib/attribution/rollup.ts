import "server-only";
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";

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

/**
 * The one statement that adds to the rollup row of `key`: an INSERT … ON CONFLICT DO UPDATE that adds `amounts`,
 * only when `onlyIf` holds (a condition on a data-modifying CTE before it, so one statement stores a postback and
 * counts it, or does neither). Every writer of AttributionRollup goes through here.
 */
export function attributionRollupUpsert(key: RollupKey, amounts: RollupAmounts, onlyIf: Prisma.Sql = Prisma.sql`TRUE`): Prisma.Sql {
  const values = AMOUNTS.map((name) => String(amounts[name] ?? 0n));
  return Prisma.sql`
    INSERT INTO "AttributionRollup" ("organizationId", "campaignId", "adId", "creativeId", "country", "platform", "source",
      "installHour", "dayOffset", "eventName", "installs", "rejectedInstalls", "reattributions", "events", "rejectedEvents",
      "revenue", "unconvertedEvents")
    SELECT ${key.organizationId}, ${key.campaignId}, ${key.adId}, ${key.creativeId}, ${key.country}, ${key.platform},
      ${key.source}, ${installHourOf(key.installAt)}, ${key.dayOffset}, ${key.eventName}, ${values[0]}::bigint,
      ${values[1]}::bigint, ${values[2]}::bigint, ${values[3]}::bigint, ${values[4]}::bigint, ${values[5]}::bigint,
      ${values[6]}::bigint
    WHERE ${onlyIf}
    ON CONFLICT ("organizationId", "campaignId", "adId", "creativeId", "country", "platform", "source", "installHour",
      "dayOffset", "eventName") DO UPDATE SET
      "installs" = "AttributionRollup"."installs" + EXCLUDED."installs",
      "rejectedInstalls" = "AttributionRollup"."rejectedInstalls" + EXCLUDED."rejectedInstalls",
      "reattributions" = "AttributionRollup"."reattributions" + EXCLUDED."reattributions",
      "events" = "AttributionRollup"."events" + EXCLUDED."events",
      "rejectedEvents" = "AttributionRollup"."rejectedEvents" + EXCLUDED."rejectedEvents",
      "revenue" = "AttributionRollup"."revenue" + EXCLUDED."revenue",
      "unconvertedEvents" = "AttributionRollup"."unconvertedEvents" + EXCLUDED."unconvertedEvents"`;
}

/**
 * Adds to the rollup row of `key`, in the caller's transaction (the one that stores the postback), so the reports
 * never count a postback that was not stored or miss one that was. Amounts may be negative (a rate loaded later
 * moves an event from unconverted to revenue).
 */
export async function addToAttributionRollup(tx: Tx, key: RollupKey, amounts: RollupAmounts): Promise<void> {
  await tx.$executeRaw(attributionRollupUpsert(key, amounts));
}
