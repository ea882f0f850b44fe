"use client";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/query-state";
import { Table, Td, Th } from "@/components/ui/table";
import { useReport } from "@/lib/delivery/hooks/use-report";
import { NotServableNote } from "./not-servable-note";
import { ReportDaysNote } from "./report-days-note";
import { REPORT_METRICS, useMetricText } from "./use-metric-text";

/** Delivery by the organization's day and hour, where the serving system reports by hour; says so plainly where it does not. */
export function HourlyReport({
  organizationId,
  campaignId,
  range,
}: {
  organizationId: string;
  campaignId: string | null;
  range: { from: string; to: string };
}) {
  const t = useTranslations("campaigns.performance");
  const report = useReport(organizationId, campaignId, {
    ...range,
    granularity: "HOUR",
    breakdown: "NONE",
    ...(campaignId ? {} : { perCampaign: "false" as const }),
  });
  const text = useMetricText();
  const hourly = report.data?.rows.filter((row) => row.hour !== null && row.hour !== undefined) ?? [];
  return (
    <Card title={t("hourly.title")}>
      <QueryState isPending={report.isPending} error={report.error} onRetry={() => report.refetch()}>
        {report.data &&
          (hourly.length === 0 ? (
            <p className="text-sm text-slate-600" data-testid="no-hourly">
              {t("hourly.none")}
            </p>
          ) : (
            <>
              <Table caption={t("hourly.title")}>
                <thead>
                  <tr>
                    <Th>{t("hourly.hour")}</Th>
                    {REPORT_METRICS.map((metric) => (
                      <Th key={metric} className="text-right">
                        {t(`metrics.${metric}`)}
                      </Th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {hourly.map((row) => (
                    <tr key={`${row.date}-${row.hour}`}>
                      <Td className="font-medium tabular-nums">{`${row.date} ${String(row.hour).padStart(2, "0")}:00`}</Td>
                      {REPORT_METRICS.map((metric) => (
                        <Td key={metric} label={t(`metrics.${metric}`)} className="text-right tabular-nums">
                          {text(metric, row[metric])}
                        </Td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Table>
              <ReportDaysNote report={report.data} />
              <NotServableNote totals={report.data.totals} />
            </>
          ))}
      </QueryState>
    </Card>
  );
}
