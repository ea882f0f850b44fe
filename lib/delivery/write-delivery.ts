import "server-only";
import type { Tx } from "@/lib/db/client";
import type { DeliveryDetail, DeliveryFlag, DeliveryRow } from "./schemas";

/** Running totals; held*: the part reported for moments the ad could not serve (never charged). */
export type Totals = {
  impressions: bigint;
  clicks: bigint;
  installs: bigint;
  spend: bigint;
  charged: bigint;
  heldImpressions: bigint;
  heldClicks: bigint;
  heldInstalls: bigint;
  heldSpend: bigint;
};
/** An ad-day's new running totals (the sum of its cells when `detail` is set). */
export type DayWrite = {
  adId: string;
  date: string;
  campaignId: string;
  organizationId: string;
  totals: Totals;
  detail: DeliveryDetail | null;
  flag: DeliveryFlag | null;
};
export type CellWrite = { row: DeliveryRow; campaignId: string; organizationId: string; totals: Totals; flag: DeliveryFlag | null };
/** What one request adds to one of the organization's (day, hour, country) sums. */
export type RollupWrite = { organizationId: string; date: string; hour: number; country: string; totals: Totals; billed: bigint };

// Typed arrays (bigint[], date[]; bigints sent as their decimal text, which stays exact), so the statement needs no
// per-row casts: measured 1.2x faster than text[] cast row by row for 1,000 rows.
const metricColumns = <T>(items: T[], totals: (item: T) => Totals) =>
  (["impressions", "clicks", "installs", "spend", "charged", "heldImpressions", "heldClicks", "heldInstalls", "heldSpend"] as const).map(
    (metric) => items.map((item) => String(totals(item)[metric])),
  );

export async function writeDays(tx: Tx, days: DayWrite[]) {
  if (!days.length) return;
  const [impressions, clicks, installs, spend, charged, heldImpressions, heldClicks, heldInstalls, heldSpend] = metricColumns(
    days,
    (d) => d.totals,
  );
  await tx.$executeRaw`
    INSERT INTO "DeliveryDay" ("adId", "date", "campaignId", "organizationId", "impressions", "clicks", "installs", "spend", "charged",
      "heldImpressions", "heldClicks", "heldInstalls", "heldSpend", "flag", "detail", "updatedAt")
    SELECT v."adId", v."day", v."campaignId", v."organizationId", v."impressions", v."clicks", v."installs", v."spend", v."charged",
           v."heldImpressions", v."heldClicks", v."heldInstalls", v."heldSpend", v."flag", v."detail", now()
    FROM unnest(${days.map((d) => d.adId)}::text[], ${days.map((d) => d.date)}::date[], ${days.map((d) => d.campaignId)}::text[],
                ${days.map((d) => d.organizationId)}::text[], ${impressions}::bigint[], ${clicks}::bigint[], ${installs}::bigint[],
                ${spend}::bigint[], ${charged}::bigint[], ${heldImpressions}::bigint[], ${heldClicks}::bigint[], ${heldInstalls}::bigint[],
                ${heldSpend}::bigint[], ${days.map((d) => d.flag)}::text[], ${days.map((d) => d.detail)}::text[])
      AS v("adId", "day", "campaignId", "organizationId", "impressions", "clicks", "installs", "spend", "charged",
           "heldImpressions", "heldClicks", "heldInstalls", "heldSpend", "flag", "detail")
    ON CONFLICT ("adId", "date") DO UPDATE SET
      "impressions" = EXCLUDED."impressions", "clicks" = EXCLUDED."clicks", "installs" = EXCLUDED."installs",
      "spend" = EXCLUDED."spend", "charged" = EXCLUDED."charged", "heldImpressions" = EXCLUDED."heldImpressions",
      "heldClicks" = EXCLUDED."heldClicks", "heldInstalls" = EXCLUDED."heldInstalls", "heldSpend" = EXCLUDED."heldSpend",
      "updatedAt" = EXCLUDED."updatedAt",
      -- the first flag stays: it says why the day's first delivery that could not serve could not
      "flag" = COALESCE("DeliveryDay"."flag", EXCLUDED."flag")`;
}

export async function writeCells(tx: Tx, cells: CellWrite[]) {
  if (!cells.length) return;
  const [impressions, clicks, installs, spend, charged, heldImpressions, heldClicks, heldInstalls, heldSpend] = metricColumns(
    cells,
    (c) => c.totals,
  );
  await tx.$executeRaw`
    INSERT INTO "DeliveryCell" ("adId", "date", "hour", "country", "creativeId", "platform", "campaignId", "organizationId", "impressions",
      "clicks", "installs", "spend", "charged", "heldImpressions", "heldClicks", "heldInstalls", "heldSpend", "flag", "updatedAt")
    SELECT v."adId", v."day", v."hour", v."country", v."creativeId", v."platform", v."campaignId", v."organizationId", v."impressions",
           v."clicks", v."installs", v."spend", v."charged", v."heldImpressions", v."heldClicks", v."heldInstalls", v."heldSpend", v."flag", now()
    FROM unnest(${cells.map((c) => c.row.adId)}::text[], ${cells.map((c) => c.row.date)}::date[], ${cells.map((c) => c.row.hour ?? -1)}::int[],
                ${cells.map((c) => c.row.country ?? "")}::text[], ${cells.map((c) => c.row.creativeId ?? "")}::text[],
                ${cells.map((c) => c.row.platform ?? "")}::text[], ${cells.map((c) => c.campaignId)}::text[],
                ${cells.map((c) => c.organizationId)}::text[], ${impressions}::bigint[], ${clicks}::bigint[], ${installs}::bigint[],
                ${spend}::bigint[], ${charged}::bigint[], ${heldImpressions}::bigint[], ${heldClicks}::bigint[], ${heldInstalls}::bigint[],
                ${heldSpend}::bigint[], ${cells.map((c) => c.flag)}::text[])
      AS v("adId", "day", "hour", "country", "creativeId", "platform", "campaignId", "organizationId", "impressions", "clicks", "installs",
           "spend", "charged", "heldImpressions", "heldClicks", "heldInstalls", "heldSpend", "flag")
    ON CONFLICT ("adId", "date", "hour", "country", "creativeId", "platform") DO UPDATE SET
      "impressions" = EXCLUDED."impressions", "clicks" = EXCLUDED."clicks", "installs" = EXCLUDED."installs",
      "spend" = EXCLUDED."spend", "charged" = EXCLUDED."charged", "heldImpressions" = EXCLUDED."heldImpressions",
      "heldClicks" = EXCLUDED."heldClicks", "heldInstalls" = EXCLUDED."heldInstalls", "heldSpend" = EXCLUDED."heldSpend",
      "updatedAt" = EXCLUDED."updatedAt", "flag" = COALESCE("DeliveryCell"."flag", EXCLUDED."flag")`;
}

/** Adds each difference to the organization's sums; a request's differences are summed per key beforehand. */
export async function writeRollup(tx: Tx, sums: RollupWrite[]) {
  if (!sums.length) return;
  const [impressions, clicks, installs, spend, charged, heldImpressions, heldClicks, heldInstalls, heldSpend] = metricColumns(
    sums,
    (s) => s.totals,
  );
  await tx.$executeRaw`
    INSERT INTO "DeliveryRollup" ("organizationId", "date", "hour", "country", "impressions", "clicks", "installs", "spend", "charged",
      "billed", "heldImpressions", "heldClicks", "heldInstalls", "heldSpend")
    SELECT v."organizationId", v."day", v."hour", v."country", v."impressions", v."clicks", v."installs", v."spend", v."charged",
           v."billed", v."heldImpressions", v."heldClicks", v."heldInstalls", v."heldSpend"
    FROM unnest(${sums.map((s) => s.organizationId)}::text[], ${sums.map((s) => s.date)}::date[], ${sums.map((s) => s.hour)}::int[],
                ${sums.map((s) => s.country)}::text[], ${impressions}::bigint[], ${clicks}::bigint[], ${installs}::bigint[],
                ${spend}::bigint[], ${charged}::bigint[], ${sums.map((s) => String(s.billed))}::bigint[], ${heldImpressions}::bigint[],
                ${heldClicks}::bigint[], ${heldInstalls}::bigint[], ${heldSpend}::bigint[])
      AS v("organizationId", "day", "hour", "country", "impressions", "clicks", "installs", "spend", "charged", "billed",
           "heldImpressions", "heldClicks", "heldInstalls", "heldSpend")
    ON CONFLICT ("organizationId", "date", "hour", "country") DO UPDATE SET
      "impressions" = "DeliveryRollup"."impressions" + EXCLUDED."impressions",
      "clicks" = "DeliveryRollup"."clicks" + EXCLUDED."clicks",
      "installs" = "DeliveryRollup"."installs" + EXCLUDED."installs",
      "spend" = "DeliveryRollup"."spend" + EXCLUDED."spend",
      "charged" = "DeliveryRollup"."charged" + EXCLUDED."charged",
      "billed" = "DeliveryRollup"."billed" + EXCLUDED."billed",
      "heldImpressions" = "DeliveryRollup"."heldImpressions" + EXCLUDED."heldImpressions",
      "heldClicks" = "DeliveryRollup"."heldClicks" + EXCLUDED."heldClicks",
      "heldInstalls" = "DeliveryRollup"."heldInstalls" + EXCLUDED."heldInstalls",
      "heldSpend" = "DeliveryRollup"."heldSpend" + EXCLUDED."heldSpend"`;
}
