"use client";
import type { ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { REPORT_METRICS as METRICS, useMetricText } from "@/components/delivery/use-metric-text";
import { relativeChange } from "@/lib/delivery/report-range";
import type { ReportMetrics } from "@/lib/delivery/schemas";

const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

/** The range's totals, one card per metric; with `previous`, each card also says the previous period's and the change. */
export function TotalsCards({ totals, previous }: { totals: ReportMetrics; previous?: ReportMetrics }) {
  const t = useTranslations("campaigns.performance");
  const text = useMetricText();
  return (
    // Four across at most (counts and spend, then the rates): seven across left a card too narrow for a
    // spend of millions of won, which then broke mid-number.
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("totals")}>
      {METRICS.map((metric) => (
        <div key={metric} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
          <dt className="text-xs text-slate-500">{t(`metrics.${metric}`)}</dt>
          <dd className="mt-1 whitespace-nowrap text-lg font-semibold tabular-nums text-slate-900" data-testid={`total-${metric}`}>
            {text(metric, totals[metric])}
          </dd>
          {previous && (
            <dd className="mt-1 space-y-0.5 text-xs tabular-nums text-slate-600">
              <Change current={totals[metric]} previous={previous[metric]} testId={`change-${metric}`} />
              <span className="block" data-testid={`previous-${metric}`}>
                {t("compare.previous", { value: text(metric, previous[metric]) })}
              </span>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

// Up or down only: whether that is good depends on the metric (more spend, a higher CPI), so no green or red.
function Change({ current, previous, testId }: { current: number | null; previous: number | null; testId: string }) {
  const t = useTranslations("campaigns.performance.compare");
  const format = useFormatter();
  const change = relativeChange(current, previous);
  let content: ReactNode;
  if (change === null) content = t.rich("none", { sr });
  else if (change === "new") content = t.rich("new", { sr });
  else {
    const percent = format.number(change, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });
    content = (
      <>
        {change !== 0 && <span aria-hidden="true">{change > 0 ? "▲ " : "▼ "}</span>}
        {t.rich("change", { change: percent, sr })}
      </>
    );
  }
  return (
    <span className="block font-medium text-slate-700" data-testid={testId}>
      {content}
    </span>
  );
}
