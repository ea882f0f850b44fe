import { toCsv } from "@/lib/balance/history-csv";
import type { ReportRow } from "./schemas";

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
