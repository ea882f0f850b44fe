"use client";
import { useTranslations } from "next-intl";

export type ReportView = "overview" | "country" | "creative" | "platform" | "hourly" | "cohorts";

/** Which of a report's views shows: overview, by country, creative, platform or hour, cohort ROAS by install day. */
export function ReportViewPicker({
  views,
  value,
  onChange,
}: {
  views: readonly ReportView[];
  value: ReportView;
  onChange: (view: ReportView) => void;
}) {
  const t = useTranslations("campaigns.performance.views");
  return (
    <div role="group" aria-label={t("label")} className="flex flex-wrap gap-2">
      {views.map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={value === v}
          onClick={() => onChange(v)}
          className={`rounded-full px-3 py-1 text-sm ring-1 ${value === v ? "bg-slate-900 text-white ring-slate-900" : "bg-white text-slate-700 ring-slate-200 hover:bg-slate-50"}`}
        >
          {t(v)}
        </button>
      ))}
    </div>
  );
}
