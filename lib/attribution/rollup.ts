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

/** One count for attributionRollupWrites: where it lands, what it adds, and (for a statement that stores rows) whose row it is. */
export type RollupEntry = { key: RollupKey; amounts: RollupAmounts; postbackId?: string };

const KEY_COLUMNS = [
  "organizationId",
  "campaignId",
  "adId",
  "creativeId",
  "country",
  "platform",
  "source",
  "installHour",
  "dayOffset",
  "eventName",
];
const DAY_KEY_COLUMNS = ["organizationId", "campaignId", "adId", "country", "source", "installDay", "eventName"];
const quoted = (columns: readonly string[], alias = "") => Prisma.raw(columns.map((column) => `${alias}"${column}"`).join(", "));
const sums = (columns: readonly string[]) => Prisma.raw(columns.map((column) => `sum(r."${column}")::bigint`).join(", "));

/**
 * The CTEs (entries of a WITH list, named "rollupInput", "rollupZone", "rollupHour" and "rollupDay") that add each
 * entry's amounts to the rollup rows of its key, summed per row: its UTC hour's row in AttributionRollup and its
 * install day's row in AttributionDay, the day of the organization's time zone read under a key-share lock of its row.
 * With `stored` (a query answering the "id" of the rows a data-modifying CTE before them stored), only the entries
 * whose postbackId it answers count, so one statement stores postbacks and counts exactly those it stored. A change of
 * the zone takes the organization's row FOR UPDATE before it rebuilds its days (migration
 * 20261206172857_attribution_days), so it waits for this statement's transaction to commit, and a statement that
 * starts meanwhile waits for the change and reads the new zone. Rows are written in key order, so two statements
 * counting on the same rows never wait on each other in a cycle. Every writer of the rollups goes through here.
 */
export function attributionRollupWrites(entries: readonly RollupEntry[], stored?: Prisma.Sql): Prisma.Sql {
  const column = <T>(of: (entry: RollupEntry) => T) => entries.map(of);
  const amount = (name: (typeof AMOUNTS)[number]) => column((e) => String(e.amounts[name] ?? 0n));
  const within = (days: number) => column((e) => String(e.key.dayOffset <= days ? (e.amounts.revenue ?? 0n) : 0n));
  const counted = stored ? Prisma.sql`r."postbackId" IN (${stored})` : Prisma.sql`TRUE`;
  return Prisma.sql`"rollupInput" AS (
      SELECT * FROM unnest(${column((e) => e.postbackId ?? "")}::text[], ${column((e) => e.key.organizationId)}::text[],
        ${column((e) => e.key.campaignId)}::text[], ${column((e) => e.key.adId)}::text[], ${column((e) => e.key.creativeId)}::text[],
        ${column((e) => e.key.country)}::text[], ${column((e) => e.key.platform)}::text[], ${column((e) => e.key.source)}::text[],
        ${column((e) => installHourOf(e.key.installAt).toISOString())}::timestamptz[], ${column((e) => e.key.dayOffset)}::int[],
        ${column((e) => e.key.eventName)}::text[],
        ${Prisma.join(AMOUNTS.map((name) => Prisma.sql`${amount(name)}::bigint[]`))},
        ${Prisma.join(ROAS_WINDOWS.map((days) => Prisma.sql`${within(days)}::bigint[]`))})
        AS r("postbackId", ${quoted(KEY_COLUMNS)}, ${quoted(AMOUNTS)}, ${quoted(DAY_WINDOW_COLUMNS)})
      WHERE ${counted}
    ), "rollupZone" AS (
      SELECT "id", "timeZone" FROM "Organization" WHERE "id" IN (SELECT "organizationId" FROM "rollupInput") ORDER BY "id" FOR KEY SHARE
    ), "rollupHour" AS (
    INSERT INTO "AttributionRollup" (${quoted(KEY_COLUMNS)}, ${quoted(AMOUNTS)})
    SELECT ${quoted(KEY_COLUMNS, "r.")}, ${sums(AMOUNTS)}
    FROM "rollupInput" r GROUP BY ${quoted(KEY_COLUMNS, "r.")} ORDER BY ${quoted(KEY_COLUMNS, "r.")}
    ON CONFLICT (${quoted(KEY_COLUMNS)}) DO UPDATE SET
      ${sumsOnConflict("AttributionRollup", AMOUNTS)}
    ), "rollupDay" AS (
    INSERT INTO "AttributionDay" (${quoted(DAY_KEY_COLUMNS)}, ${quoted(AMOUNTS)}, ${quoted(DAY_WINDOW_COLUMNS)})
    SELECT r."organizationId", r."campaignId", r."adId", r."country", r."source", (r."installHour" AT TIME ZONE z."timeZone")::date,
      r."eventName", ${sums(AMOUNTS)}, ${sums(DAY_WINDOW_COLUMNS)}
    FROM "rollupInput" r JOIN "rollupZone" z ON z."id" = r."organizationId"
    GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (${quoted(DAY_KEY_COLUMNS)}) DO UPDATE SET
      ${sumsOnConflict("AttributionDay", [...AMOUNTS, ...DAY_WINDOW_COLUMNS])}
    )`;
}

/**
 * Adds to the rollup rows of `key`, in the caller's transaction (the one that stores the postback), so the reports
 * never count a postback that was not stored or miss one that was. Amounts may be negative (a rate loaded later
 * moves an event from unconverted to revenue).
 */
export async function addToAttributionRollup(tx: Tx, key: RollupKey, amounts: RollupAmounts): Promise<void> {
  await tx.$executeRaw`WITH ${attributionRollupWrites([{ key, amounts }])} SELECT 1`;
}
