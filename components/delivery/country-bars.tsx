"use client";
import { useTranslations } from "next-intl";
import type { ReportRow } from "@/lib/delivery/schemas";
import { topCountries, type BarMetric } from "@/lib/delivery/top-countries";

/** A horizontal bar per country (no map): plain markup, so it reads the same on the server and in the browser. */
export function CountryBars({
  rows,
  metric,
  nameOf,
  valueText,
}: {
  rows: readonly ReportRow[];
  metric: BarMetric;
  nameOf: (code: string | null) => string;
  valueText: (value: number) => string;
}) {
  const t = useTranslations("campaigns.performance.country");
  const bars = topCountries(rows, metric);
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  if (bars.length === 0) return <p className="text-sm text-slate-500">{t("noBars")}</p>;
  return (
    <ul aria-label={t("chartLabel", { metric: t(`metric.${metric}`) })} className="space-y-2" data-testid="country-bars">
      {bars.map((bar) => (
        <li
          key={bar.other ? "other" : (bar.country ?? "unknown")}
          className="grid grid-cols-[7rem_1fr] items-center gap-3 text-sm sm:grid-cols-[10rem_1fr]"
        >
          <span className="truncate text-slate-700">{bar.other ? t("other") : nameOf(bar.country)}</span>
          <span className="flex min-w-0 items-center gap-2">
            <span className="h-4 rounded-sm bg-indigo-500" style={{ width: `${(bar.value / max) * 75}%` }} aria-hidden="true" />
            <span className="whitespace-nowrap tabular-nums text-slate-800">{valueText(bar.value)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
