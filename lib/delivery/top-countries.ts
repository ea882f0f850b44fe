import type { ReportRow } from "./schemas";

export const BAR_METRICS = ["spend", "impressions", "clicks", "installs"] as const;
export type BarMetric = (typeof BAR_METRICS)[number];
type Bar = { country: string | null; value: number; other?: true };

/** The `top` countries by `metric` (largest first, none at 0) and the rest added up as one "other" bar. */
export function topCountries(rows: readonly ReportRow[], metric: BarMetric, top = 8): Bar[] {
  const sorted = rows.filter((row) => row[metric] > 0).sort((a, b) => b[metric] - a[metric]);
  const bars: Bar[] = sorted.slice(0, top).map((row) => ({ country: row.country ?? null, value: row[metric] }));
  const rest = sorted.slice(top).reduce((sum, row) => sum + row[metric], 0);
  if (rest > 0) bars.push({ country: null, value: rest, other: true });
  return bars;
}
