"use client";
import { useTranslations } from "next-intl";
import { DATE_PRESETS, type DatePreset } from "@/lib/delivery/date-presets";

/** The report's ranges (last 7 or 30 days, this month) as one group of toggle buttons. */
export function DatePresetPicker({ value, onChange }: { value: DatePreset; onChange: (preset: DatePreset) => void }) {
  const t = useTranslations("campaigns.performance");
  return (
    <div role="group" aria-label={t("range")} className="inline-flex rounded-md shadow-sm ring-1 ring-slate-200">
      {DATE_PRESETS.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={value === p}
          onClick={() => onChange(p)}
          className={`px-3 py-1.5 text-sm first:rounded-l-md last:rounded-r-md ${value === p ? "bg-indigo-600 text-white" : "bg-white text-slate-700 hover:bg-slate-50"}`}
        >
          {t(`presets.${p}`)}
        </button>
      ))}
    </div>
  );
}
