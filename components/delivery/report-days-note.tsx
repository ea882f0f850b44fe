"use client";
import { useTranslations } from "next-intl";
import type { Report } from "@/lib/delivery/schemas";

/** What the report's days are, as the API says: the organization's (hourly delivery) or UTC days, or both. */
export function ReportDaysNote({ report }: { report: Pick<Report, "timeZone" | "utcDays"> }) {
  const t = useTranslations("campaigns.performance.days");
  const text =
    report.timeZone === "UTC" ? t("utc") : report.utcDays ? t("mixed", { zone: report.timeZone }) : t("local", { zone: report.timeZone });
  return (
    <p className="mt-3 text-xs text-slate-600" data-testid="report-days">
      {text}
    </p>
  );
}
