import { toCsv } from "@/lib/balance/history-csv";
import type { ReportMetrics, ReportRow } from "./schemas";

type ReportCsvLabels = {
  date: string;
  ad: string;
  adId: string;
  impressions: string;
  clicks: string;
  installs: string;
  spend: string;
  ctr: string;
  ecpm: string;
  cpi: string;
};

/** A report by day and ad as CSV, with the balance export's conventions (BOM, CRLF, formula-safe text). */
export function reportCsv(rows: readonly ReportRow[], labels: ReportCsvLabels): string {
  const rate = (value: number | null) => (value === null ? "" : value);
  return toCsv([
    [
      labels.date,
      labels.ad,
      labels.adId,
      labels.impressions,
      labels.clicks,
      labels.installs,
      labels.spend,
      labels.ctr,
      labels.ecpm,
      labels.cpi,
    ],
    ...rows.map((r) => [
      r.date ?? "",
      r.adName ?? "",
      r.adId ?? "",
      r.impressions,
      r.clicks,
      r.installs,
      r.spend,
      rate(r.ctr),
      rate(r.ecpm),
      rate(r.cpi),
    ]),
  ]);
}

type CountryCsvLabels = Omit<ReportCsvLabels, "date" | "ad" | "adId"> & { country: string; countryCode: string; total: string };

/**
 * A report by country as its table shows it: a row per country (its name in the reader's language, and its code;
 * delivery reported without a country under `unknownName` with an empty code), in the table's order, then the totals.
 */
export function countryReportCsv(
  report: { rows: readonly ReportRow[]; totals: ReportMetrics },
  labels: CountryCsvLabels,
  nameOf: (code: string | null) => string,
): string {
  const rate = (value: number | null) => (value === null ? "" : value);
  const metrics = (r: ReportMetrics) => [r.impressions, r.clicks, r.installs, r.spend, rate(r.ctr), rate(r.ecpm), rate(r.cpi)];
  return toCsv([
    [
      labels.country,
      labels.countryCode,
      labels.impressions,
      labels.clicks,
      labels.installs,
      labels.spend,
      labels.ctr,
      labels.ecpm,
      labels.cpi,
    ],
    ...report.rows.map((r) => [nameOf(r.country ?? null), r.country ?? "", ...metrics(r)]),
    [labels.total, "", ...metrics(report.totals)],
  ]);
}
