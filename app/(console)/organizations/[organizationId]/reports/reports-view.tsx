"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTimeZone, useTranslations } from "next-intl";
import { CountryReport } from "@/components/delivery/country-report";
import { DatePresetPicker } from "@/components/delivery/date-preset-picker";
import { ReportViewPicker, type ReportView } from "@/components/delivery/report-view-picker";
import { PageHeader } from "@/components/ui/page-header";

// The cohort and hourly views open on a click (the page starts by country): their code loads then.
const CohortReport = dynamic(() => import("@/components/delivery/cohort-report").then((m) => m.CohortReport), { ssr: false });
const BreakdownReport = dynamic(() => import("@/components/delivery/breakdown-report").then((m) => m.BreakdownReport), {
  ssr: false,
});
const HourlyReport = dynamic(() => import("@/components/delivery/hourly-report").then((m) => m.HourlyReport), { ssr: false });
import { presetRange, type DatePreset } from "@/lib/delivery/date-presets";

const VIEWS: ReportView[] = ["country", "creative", "platform", "cohorts", "hourly"];

/**
 * The whole organization's delivery, campaigns added together: by country (table, bars, CSV), by platform or by hour;
 * by creative under each campaign and ad.
 */
export function ReportsView({ organizationId }: { organizationId: string }) {
  const t = useTranslations("campaigns.performance");
  const [preset, setPreset] = useState<DatePreset>("last30");
  const [view, setView] = useState<ReportView>("country");
  const range = presetRange(preset, undefined, useTimeZone() ?? "UTC");
  return (
    <>
      <PageHeader title={t("organization.title")} description={t("organization.subtitle")} />
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <DatePresetPicker value={preset} onChange={setPreset} />
          <span className="text-xs text-slate-500">{t("rangeLabel", range)}</span>
        </div>
        <ReportViewPicker views={VIEWS} value={view} onChange={setView} />
        {view === "country" && (
          <CountryReport organizationId={organizationId} campaignId={null} range={range} fileName={t("organization.fileName")} />
        )}
        {(view === "creative" || view === "platform") && (
          <BreakdownReport
            organizationId={organizationId}
            campaignId={null}
            range={range}
            breakdown={view === "creative" ? "CREATIVE" : "PLATFORM"}
            fileName={t("organization.fileName")}
          />
        )}
        {view === "cohorts" && <CohortReport organizationId={organizationId} campaignId={null} range={range} />}
        {view === "hourly" && <HourlyReport organizationId={organizationId} campaignId={null} range={range} />}
      </div>
    </>
  );
}
