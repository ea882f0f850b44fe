"use client";
import { useFormatter, useTranslations } from "next-intl";
import type { ReportMetrics } from "@/lib/delivery/schemas";

/**
 * CPI on the partner's installs and ROAS D7 of a report's totals, when it has attribution: each with what it is
 * worked out from, ROAS marked while its window is still open.
 */
export function AttributionCards({ totals, hint }: { totals: ReportMetrics; hint?: string }) {
  const t = useTranslations("campaigns.performance.attribution");
  const format = useFormatter();
  const attribution = totals.attribution;
  if (!attribution) return null;
  const d7 = attribution.roas.d7;
  const card = "rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200";
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("title")}>
      <div className={card}>
        <dt className="text-xs text-slate-500">{t("cardCpi")}</dt>
        <dd className="mt-1 whitespace-nowrap text-lg font-semibold tabular-nums text-slate-900" data-testid="card-cpi">
          {attribution.cpi === null ? "–" : format.number(attribution.cpi, "krw")}
        </dd>
        <dd className="mt-1 text-xs text-slate-600">
          {format.number(attribution.installs)} {t("installs")}
        </dd>
      </div>
      <div className={card}>
        <dt className="text-xs text-slate-500">{t("cardRoas")}</dt>
        <dd className="mt-1 whitespace-nowrap text-lg font-semibold tabular-nums text-slate-900" data-testid="card-roas">
          {d7.value === null ? "–" : format.number(d7.value, { style: "percent", maximumFractionDigits: 1 })}
          {d7.value !== null && d7.maturing && <span className="ml-1 text-xs font-normal italic text-slate-500">• {t("maturing")}</span>}
        </dd>
        <dd className="mt-1 text-xs text-slate-600">
          {t("revenue")} {format.number(attribution.revenue, "krw")}
          {hint && <span className="block">{hint}</span>}
        </dd>
      </div>
    </dl>
  );
}
