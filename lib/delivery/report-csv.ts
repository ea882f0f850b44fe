import { toCsv } from "@/lib/balance/history-csv";
import { ROAS_KEYS } from "@/lib/attribution/cohort-schemas";
import type { ReportMetrics, ReportRow } from "./schemas";

/** A rate as its cell: empty where the divisor was 0 (null) or the figure is absent. */
const rate = (value: number | null | undefined) => (value === null || value === undefined ? "" : value);

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
  notServableImpressions: string;
  notServableClicks: string;
  notServableInstalls: string;
  notServableSpend: string;
  notServableFlag: string;
};

/**
 * A report by day and ad as CSV, with the balance export's conventions (BOM, CRLF, formula-safe text). Delivery
 * reported while the ad could not serve has its own columns (and the flag's code) when the rows hold any.
 */
export function reportCsv(rows: readonly ReportRow[], labels: ReportCsvLabels): string {
  const apart = rows.some((r) => r.notServable);
  const notServable = (r: ReportRow) =>
    apart
      ? [r.notServable?.impressions ?? 0, r.notServable?.clicks ?? 0, r.notServable?.installs ?? 0, r.notServable?.spend ?? 0, r.flag ?? ""]
      : [];
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
      ...(apart
        ? [
            labels.notServableImpressions,
            labels.notServableClicks,
            labels.notServableInstalls,
            labels.notServableSpend,
            labels.notServableFlag,
          ]
        : []),
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
      ...notServable(r),
    ]),
  ]);
}

type CountryCsvLabels = Omit<
  ReportCsvLabels,
  "date" | "ad" | "adId" | "notServableImpressions" | "notServableClicks" | "notServableInstalls" | "notServableSpend" | "notServableFlag"
> & { country: string; countryCode: string; total: string };

/**
 * A report by country as its table shows it: a row per country (its name in the reader's language, and its code;
 * delivery reported without a country under `unknownName` with an empty code), in the table's order, then the totals.
 */
export function countryReportCsv(
  report: { rows: readonly ReportRow[]; totals: ReportMetrics },
  labels: CountryCsvLabels,
  nameOf: (code: string | null) => string,
): string {
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

type BreakdownCsvLabels = Omit<CountryCsvLabels, "country" | "countryCode"> & {
  attributedInstalls: string;
  attributedCpi: string;
  roas: Record<(typeof ROAS_KEYS)[number], string>;
};

/**
 * A report by creative or platform as its table shows it: the columns naming each row (`names`, e.g. ad, creative
 * and its id), the delivery metrics, then the partner's installs, CPI and each ROAS window when the report holds
 * attribution; the totals last.
 */
export function breakdownReportCsv(
  report: { rows: readonly ReportRow[]; totals: ReportMetrics; attribution?: unknown },
  names: { label: string; value: (row: ReportRow) => string }[],
  labels: BreakdownCsvLabels,
): string {
  const attributed = report.attribution !== undefined;
  const metrics = (r: ReportMetrics) => [
    r.impressions,
    r.clicks,
    r.installs,
    r.spend,
    rate(r.ctr),
    rate(r.ecpm),
    rate(r.cpi),
    ...(attributed
      ? [r.attribution?.installs ?? 0, rate(r.attribution?.cpi), ...ROAS_KEYS.map((key) => rate(r.attribution?.roas[key].value))]
      : []),
  ];
  return toCsv([
    [
      ...names.map((name) => name.label),
      labels.impressions,
      labels.clicks,
      labels.installs,
      labels.spend,
      labels.ctr,
      labels.ecpm,
      labels.cpi,
      ...(attributed ? [labels.attributedInstalls, labels.attributedCpi, ...ROAS_KEYS.map((key) => labels.roas[key])] : []),
    ],
    ...report.rows.map((r) => [...names.map((name) => name.value(r)), ...metrics(r)]),
    [labels.total, ...names.slice(1).map(() => ""), ...metrics(report.totals)],
  ]);
}
