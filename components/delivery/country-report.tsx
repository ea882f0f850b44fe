"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useRegionNames } from "@/lib/i18n/use-region-names";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/query-state";
import { Table, Td, Th } from "@/components/ui/table";
import { useReport } from "@/lib/delivery/hooks/use-report";
import type { Report, ReportSort } from "@/lib/delivery/schemas";
import { downloadText } from "@/lib/download-file";
import { BAR_METRICS, type BarMetric } from "@/lib/delivery/top-countries";
import { CountryBars } from "./country-bars";
import { NotServableNote } from "./not-servable-note";
import { ReportDaysNote } from "./report-days-note";
import { REPORT_METRICS, useMetricText } from "./use-metric-text";

/**
 * Delivery by country over a range: a sortable table with a totals row, a bar chart of the chosen metric (top
 * countries and the rest), the days it counts in, and CSV of exactly the table. A campaign's, or with campaignId
 * null the whole organization's (campaigns added together).
 */
export function CountryReport({
  organizationId,
  campaignId,
  range,
  fileName,
}: {
  organizationId: string;
  campaignId: string | null;
  range: { from: string; to: string };
  fileName: string;
}) {
  const t = useTranslations("campaigns.performance");
  const [sort, setSort] = useState<ReportSort>("spend");
  const [order, setOrder] = useState<"asc" | "desc">("desc");
  const [barMetric, setBarMetric] = useState<BarMetric>("spend");
  const report = useReport(organizationId, campaignId, {
    ...range,
    granularity: "TOTAL",
    breakdown: "COUNTRY",
    sort,
    order,
    ...(campaignId ? {} : { perCampaign: "false" as const }),
  });
  // the reader's language's country table alone, loaded beside the report (not the languages' names too)
  const regionName = useRegionNames();
  const nameOf = (code: string | null) => (code ? (regionName?.(code) ?? code) : t("country.unknown"));
  const text = useMetricText();

  function sortBy(metric: ReportSort) {
    if (metric === sort) setOrder(order === "desc" ? "asc" : "desc");
    else {
      setSort(metric);
      setOrder("desc");
    }
  }

  async function exportCsv(data: Report) {
    // the CSV writer loads when someone downloads
    const { countryReportCsv } = await import("@/lib/delivery/report-csv");
    const labels = {
      country: t("country.column"),
      countryCode: t("country.code"),
      total: t("country.total"),
      ...Object.fromEntries(REPORT_METRICS.map((metric) => [metric, t(`metrics.${metric}`)])),
    } as Parameters<typeof countryReportCsv>[1];
    downloadText(countryReportCsv(data, labels, nameOf), `${fileName}-${t("country.fileSuffix")}-${range.from}-${range.to}.csv`);
  }

  return (
    <QueryState isPending={report.isPending || !regionName} error={report.error} onRetry={() => report.refetch()}>
      {report.data && regionName && (
        <div className="space-y-6">
          <Card
            title={t("country.chartTitle")}
            actions={
              <label className="flex items-center gap-2 text-sm text-slate-600">
                {t("country.chartMetric")}
                <select
                  value={barMetric}
                  onChange={(e) => setBarMetric(e.target.value as BarMetric)}
                  className="rounded-md border-slate-300 py-1 text-sm"
                >
                  {BAR_METRICS.map((metric) => (
                    <option key={metric} value={metric}>
                      {t(`metrics.${metric}`)}
                    </option>
                  ))}
                </select>
              </label>
            }
          >
            <CountryBars rows={report.data.rows} metric={barMetric} nameOf={nameOf} valueText={(value) => text(barMetric, value)} />
          </Card>
          <Card
            title={t("country.title")}
            actions={
              <Button variant="secondary" size="sm" disabled={report.data.rows.length === 0} onClick={() => void exportCsv(report.data)}>
                {t("country.export")}
              </Button>
            }
          >
            {report.data.rows.length === 0 ? (
              <p className="text-sm text-slate-500">{t("empty")}</p>
            ) : (
              <Table caption={t("country.title")}>
                <thead>
                  <tr>
                    <Th>{t("country.column")}</Th>
                    {REPORT_METRICS.map((metric) => (
                      <Th
                        key={metric}
                        className="text-right"
                        aria-sort={sort === metric ? (order === "desc" ? "descending" : "ascending") : "none"}
                      >
                        <button
                          type="button"
                          onClick={() => sortBy(metric)}
                          className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
                        >
                          {t(`metrics.${metric}`)}
                          <span aria-hidden="true">{sort === metric ? (order === "desc" ? "▼" : "▲") : ""}</span>
                        </button>
                      </Th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100" data-testid="country-rows">
                  {report.data.rows.map((row) => (
                    <tr key={row.country ?? "unknown"} data-country={row.country ?? ""}>
                      <Td className="font-medium">{nameOf(row.country ?? null)}</Td>
                      {REPORT_METRICS.map((metric) => (
                        <Td key={metric} label={t(`metrics.${metric}`)} className="text-right tabular-nums">
                          {text(metric, row[metric])}
                        </Td>
                      ))}
                    </tr>
                  ))}
                  <tr className="bg-slate-50 font-semibold" data-testid="country-totals">
                    <Td>{t("country.total")}</Td>
                    {REPORT_METRICS.map((metric) => (
                      <Td key={metric} label={t(`metrics.${metric}`)} className="text-right tabular-nums">
                        {text(metric, report.data.totals[metric])}
                      </Td>
                    ))}
                  </tr>
                </tbody>
              </Table>
            )}
            <ReportDaysNote report={report.data} />
            <NotServableNote totals={report.data.totals} />
          </Card>
        </div>
      )}
    </QueryState>
  );
}
