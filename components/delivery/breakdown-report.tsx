"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/query-state";
import { Table, Td, Th } from "@/components/ui/table";
import { ROAS_KEYS, type CohortRoas } from "@/lib/attribution/cohort-schemas";
import { useReport } from "@/lib/delivery/hooks/use-report";
import type { Report, ReportMetrics, ReportRow } from "@/lib/delivery/schemas";
import { downloadText } from "@/lib/download-file";
import { NotServableNote } from "./not-servable-note";
import { ReportDaysNote } from "./report-days-note";
import { REPORT_METRICS, useMetricText } from "./use-metric-text";

type Breakdown = "CREATIVE" | "PLATFORM";
// The table's delivery columns (the CSV has every metric): with the partner's columns beside them it fits 1440 px.
const TABLE_METRICS = ["installs", "spend", "cpi"] as const;
type Name = { label: string; value: (row: ReportRow) => string };

/**
 * What names a row: its creative as the ad page names it (Creative 2 · Video) under its ad (and campaign), or its
 * platform, or why it has none. `columns` are the CSV's, `main` and `context` the table's cell.
 */
function useRowNames(breakdown: Breakdown, byCampaign: boolean): { columns: Name[]; main: Name; context: Name[] } {
  const t = useTranslations("campaigns.performance");
  const tPlatform = useTranslations("apps.platforms");
  const tKind = useTranslations("assets.kind");
  if (breakdown === "PLATFORM") {
    const platform: Name = {
      label: t("breakdown.platform"),
      value: (row) => (row.platform ? tPlatform(row.platform) : t("breakdown.noPlatform")),
    };
    return { columns: [platform], main: platform, context: [] };
  }
  const creative = (row: ReportRow) => {
    if (!row.creativeId) return t("breakdown.noCreative");
    if (row.creativePosition === null || row.creativePosition === undefined || !row.creativeKind) return t("breakdown.removedCreative");
    return t("breakdown.creativeLabel", { number: row.creativePosition + 1, kind: tKind(row.creativeKind) });
  };
  const context: Name[] = [
    ...(byCampaign ? [{ label: t("breakdown.campaign"), value: (row: ReportRow) => row.campaignName ?? "" }] : []),
    { label: t("csv.ad"), value: (row) => row.adName ?? "" },
  ];
  const main: Name = { label: t("breakdown.creative"), value: creative };
  return { columns: [...context, main, { label: t("breakdown.creativeId"), value: (row) => row.creativeId ?? "" }], main, context };
}

/**
 * Delivery by creative (a row per ad and creative) or by app platform over a range, with the partner's installs,
 * CPI and ROAS of each row when the range holds attribution: a table with a totals row, and CSV of exactly the
 * table. A campaign's, or with campaignId null the organization's (by creative per campaign, by platform added up).
 * Delivery reported without a creative or platform is a row of its own, so the rows add up to the totals.
 */
export function BreakdownReport({
  organizationId,
  campaignId,
  range,
  breakdown,
  fileName,
}: {
  organizationId: string;
  campaignId: string | null;
  range: { from: string; to: string };
  breakdown: Breakdown;
  fileName: string;
}) {
  const t = useTranslations("campaigns.performance");
  const byCampaign = !campaignId && breakdown === "CREATIVE";
  const report = useReport(organizationId, campaignId, {
    ...range,
    granularity: "TOTAL",
    breakdown,
    ...(campaignId || breakdown === "CREATIVE" ? {} : { perCampaign: "false" as const }),
  });
  const names = useRowNames(breakdown, byCampaign);
  const title = t(breakdown === "CREATIVE" ? "breakdown.creativeTitle" : "breakdown.platformTitle");

  async function exportCsv(data: Report) {
    // the CSV writer loads when someone downloads
    const { breakdownReportCsv } = await import("@/lib/delivery/report-csv");
    const labels = {
      total: t("country.total"),
      attributedInstalls: t("attribution.installs"),
      attributedCpi: t("attribution.cpi"),
      roas: Object.fromEntries(ROAS_KEYS.map((key) => [key, t(`attribution.roas.${key}`)])),
      ...Object.fromEntries(REPORT_METRICS.map((metric) => [metric, t(`metrics.${metric}`)])),
    } as Parameters<typeof breakdownReportCsv>[2];
    const suffix = t(breakdown === "CREATIVE" ? "breakdown.fileSuffixCreative" : "breakdown.fileSuffixPlatform");
    downloadText(breakdownReportCsv(data, names.columns, labels), `${fileName}-${suffix}-${range.from}-${range.to}.csv`);
  }

  return (
    <QueryState isPending={report.isPending} error={report.error} onRetry={() => report.refetch()}>
      {report.data && (
        <Card
          title={title}
          actions={
            <Button variant="secondary" size="sm" disabled={report.data.rows.length === 0} onClick={() => void exportCsv(report.data)}>
              {t("breakdown.export")}
            </Button>
          }
        >
          {report.data.rows.length === 0 ? (
            <p className="text-sm text-slate-500">{t("breakdown.empty")}</p>
          ) : (
            <>
              <p className="mb-3 text-xs text-slate-600">{t("breakdown.hint")}</p>
              <BreakdownTable report={report.data} breakdown={breakdown} main={names.main} context={names.context} title={title} />
            </>
          )}
          <ReportDaysNote report={report.data} />
          <NotServableNote totals={report.data.totals} />
        </Card>
      )}
    </QueryState>
  );
}

function BreakdownTable({
  report,
  breakdown,
  main,
  context,
  title,
}: {
  report: Report;
  breakdown: Breakdown;
  main: Name;
  context: Name[];
  title: string;
}) {
  const t = useTranslations("campaigns.performance");
  const text = useMetricText();
  const format = useFormatter();
  const attributed = report.attribution !== undefined;
  const won = (value: number | null | undefined) => (value === null || value === undefined ? "–" : format.number(value, "krw"));
  // a window still open is marked as the cohort view marks it
  const roas = (value: CohortRoas | undefined) => {
    if (!value || value.value === null) return <span className="text-slate-400">–</span>;
    const text = format.number(value.value, { style: "percent", maximumFractionDigits: 1 });
    if (!value.maturing) return text;
    return (
      <span className="italic text-slate-500" title={t("attribution.maturing")} data-testid="maturing">
        {text}
        <span aria-hidden="true"> •</span>
        <span className="sr-only"> ({t("attribution.maturing")})</span>
      </span>
    );
  };
  const metricCells = (row: ReportMetrics) => (
    <>
      {TABLE_METRICS.map((metric) => (
        <Td key={metric} label={t(`metrics.${metric}`)} className="text-right tabular-nums">
          {text(metric, row[metric])}
        </Td>
      ))}
      {attributed && (
        <>
          <Td label={t("attribution.installs")} className="text-right tabular-nums">
            {format.number(row.attribution?.installs ?? 0)}
          </Td>
          <Td label={t("attribution.cpi")} className="text-right tabular-nums" data-testid="attributed-cpi">
            {won(row.attribution?.cpi)}
          </Td>
          {(["d0", "d7", "d30"] as const).map((key) => (
            <Td key={key} label={t(`attribution.roas.${key}`)} className="text-right tabular-nums" data-testid={`roas-${key}`}>
              {roas(row.attribution?.roas[key])}
            </Td>
          ))}
        </>
      )}
    </>
  );
  return (
    <Table caption={title}>
      <thead>
        <tr>
          <Th>{main.label}</Th>
          {TABLE_METRICS.map((metric) => (
            <Th key={metric} className="text-right">
              {t(`metrics.${metric}`)}
            </Th>
          ))}
          {attributed && (
            <>
              <Th className="text-right">{t("attribution.installs")}</Th>
              <Th className="text-right">{t("attribution.cpi")}</Th>
              {(["d0", "d7", "d30"] as const).map((key) => (
                <Th key={key} className="text-right">
                  {t(`attribution.roas.${key}`)}
                </Th>
              ))}
            </>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100" data-testid="breakdown-rows">
        {report.rows.map((row) => {
          const id = breakdown === "CREATIVE" ? `${row.campaignId ?? ""}/${row.adId}/${row.creativeId ?? ""}` : (row.platform ?? "");
          return (
            <tr
              key={id}
              data-testid={`breakdown-${breakdown === "CREATIVE" ? (row.creativeId ?? `${row.adId}-none`) : (row.platform ?? "none")}`}
            >
              {/* the row's name: a creative under its ad (and campaign), or a platform */}
              <Td className="max-w-[18rem] font-medium">
                {context.map((name) => (
                  <span key={name.label} className="block truncate text-xs font-normal text-slate-500">
                    {name.value(row)}
                  </span>
                ))}
                <span className="block truncate">{main.value(row)}</span>
              </Td>
              {metricCells(row)}
            </tr>
          );
        })}
        <tr className="bg-slate-50 font-semibold" data-testid="breakdown-totals">
          <Td>{t("country.total")}</Td>
          {metricCells(report.totals)}
        </tr>
      </tbody>
    </Table>
  );
}
