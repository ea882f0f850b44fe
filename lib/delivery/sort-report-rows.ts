import type { ReportRow, ReportSort } from "./schemas";

// Rows without a value for the key (an hour or country not reported, a rate with nothing to divide) come last.
function compareNullsLast<T extends string | number>(a: T | null | undefined, b: T | null | undefined, sign = 1): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return (a < b ? -1 : 1) * sign;
}

/**
 * A report's rows by date and hour (when it has them), then by `sort` in `order` within each; ties by campaign,
 * ad and country, so the same data always reads in the same order.
 */
export function sortReportRows(rows: ReportRow[], sort: ReportSort, order: "asc" | "desc"): ReportRow[] {
  const sign = order === "asc" ? 1 : -1;
  return [...rows].sort(
    (a, b) =>
      compareNullsLast(a.date, b.date) ||
      compareNullsLast(a.hour, b.hour) ||
      compareNullsLast(a[sort], b[sort], sign) ||
      compareNullsLast(a.campaignName, b.campaignName) ||
      compareNullsLast(a.campaignId, b.campaignId) ||
      compareNullsLast(a.adName, b.adName) ||
      compareNullsLast(a.adId, b.adId) ||
      compareNullsLast(a.country, b.country),
  );
}
