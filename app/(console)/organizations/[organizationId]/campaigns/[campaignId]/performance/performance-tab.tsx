"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { ReportDeliveryActions } from "@/components/report-delivery/report-delivery-actions";
import { Badge } from "@/components/ui/badge";
import { useFormatter, useTimeZone, useTranslations } from "next-intl";
import { AttributionCards } from "@/components/delivery/attribution-cards";
import { BreakdownReport } from "@/components/delivery/breakdown-report";
import { CohortReport } from "@/components/delivery/cohort-report";
import { CountryReport } from "@/components/delivery/country-report";
import { NotServableNote } from "@/components/delivery/not-servable-note";
import { HourlyReport } from "@/components/delivery/hourly-report";
import { ReportViewPicker, type ReportView } from "@/components/delivery/report-view-picker";
import { ReportDaysNote } from "@/components/delivery/report-days-note";
import { REPORT_METRICS as METRICS, useMetricText } from "@/components/delivery/use-metric-text";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/query-state";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Table, Td, Th } from "@/components/ui/table";
import { ToggleGroup } from "@/components/ui/toggle-group";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { Campaign } from "@/lib/campaigns/schemas";
import { DATE_PRESETS } from "@/lib/delivery/date-presets";
import { useReport } from "@/lib/delivery/hooks/use-report";
import { reportCsv } from "@/lib/delivery/report-csv";
import { dailySeries, previousRange, readReportRange, type ReportRangeChoice } from "@/lib/delivery/report-range";
import type { Report } from "@/lib/delivery/schemas";
import { downloadText } from "@/lib/download-file";
import { useSearchParamsState } from "@/lib/use-search-params-state";
import { CustomRangeFields } from "./custom-range-fields";
import { TotalsCards } from "./totals-cards";

// recharts is loaded when the tab opens, not with the campaign page.
const PerformanceChart = dynamic(() => import("./performance-chart"), { ssr: false, loading: () => <ChartLoading /> });

function ChartLoading() {
  return <Spinner label={useTranslations("common")("loading")} />;
}

const VIEWS: ReportView[] = ["overview", "cohorts", "country", "creative", "platform", "hourly"];
const RANGE_CHOICES: readonly ReportRangeChoice[] = [...DATE_PRESETS, "custom"];
// The range in the tab's URL: a preset (?range=), or days of one's own (?from=&to=), and ?compare=1.
const URL_DEFAULTS = { range: "last30", from: "", to: "", compare: "" };

/**
 * A campaign's delivery over a range of days (the organization's for hourly delivery, else UTC days): chart by day,
 * totals, a row per ad and CSV by day and ad; by country (table, bars, CSV); by creative or platform with CPI and ROAS
 * (table, CSV); by hour where reported by hour.
 */
export function PerformanceTab({ organizationId, campaign }: { organizationId: string; campaign: Campaign }) {
  const t = useTranslations("campaigns.performance");
  const [url, setUrl] = useSearchParamsState(URL_DEFAULTS);
  const [view, setView] = useState<ReportView>("overview");
  // "Today" is the organization's: hourly delivery is counted in its days.
  const { choice, ...range } = readReportRange(url, undefined, useTimeZone() ?? "UTC");
  const compare = url.compare === "1";
  const previous = previousRange(range);
  const overview = view === "overview";
  const byDay = useReport(organizationId, campaign._id, { ...range, granularity: "DAY", breakdown: "NONE" }, overview);
  const before = useReport(organizationId, campaign._id, { ...previous, granularity: "DAY", breakdown: "NONE" }, overview && compare);
  const perAd = useReport(organizationId, campaign._id, { ...range, granularity: "TOTAL", breakdown: "AD" }, overview);
  const [exportError, setExportError] = useState<string | null>(null);

  async function exportCsv() {
    setExportError(null);
    try {
      const report = await apiFetch<Report>(apiPath.organization(organizationId).campaign(campaign._id).report(), {
        query: { ...range, granularity: "DAY", breakdown: "AD" },
      });
      const labels = {
        date: t("csv.date"),
        ad: t("csv.ad"),
        adId: t("csv.adId"),
        impressions: t("metrics.impressions"),
        clicks: t("metrics.clicks"),
        installs: t("metrics.installs"),
        spend: t("metrics.spend"),
        ctr: t("metrics.ctr"),
        ecpm: t("metrics.ecpm"),
        cpi: t("metrics.cpi"),
        notServableImpressions: t("notServable.impressions"),
        notServableClicks: t("notServable.clicks"),
        notServableInstalls: t("notServable.installs"),
        notServableSpend: t("notServable.spend"),
        notServableFlag: t("notServable.flag"),
      };
      downloadText(reportCsv(report.rows, labels), `${t("csv.fileName")}-${campaign._id}-${range.from}-${range.to}.csv`);
    } catch (e) {
      setExportError((e as Error).message);
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ToggleGroup
          label={t("range")}
          options={RANGE_CHOICES}
          value={choice}
          text={(option) => t(`presets.${option}`)}
          // Custom starts from the days shown, to be changed from there.
          onChange={(option) => setUrl(option === "custom" ? { range: "", ...range } : { range: option, from: "", to: "" })}
        />
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-xs text-slate-500" data-testid="performance-range">
            {t("rangeLabel", range)}
          </span>
          {overview && (
            <Button variant="secondary" size="sm" onClick={exportCsv}>
              {t("export")}
            </Button>
          )}
          <ReportDeliveryActions organizationId={organizationId} campaignId={campaign._id} />
        </div>
      </div>
      {choice === "custom" && <CustomRangeFields range={range} onChange={(days) => setUrl({ range: "", ...days })} />}
      <ReportViewPicker views={VIEWS} value={view} onChange={setView} />
      {exportError && <Alert tone="error">{exportError}</Alert>}
      {view === "country" && (
        <CountryReport
          organizationId={organizationId}
          campaignId={campaign._id}
          range={range}
          fileName={`${t("csv.fileName")}-${campaign._id}`}
        />
      )}
      {(view === "creative" || view === "platform") && (
        <BreakdownReport
          organizationId={organizationId}
          campaignId={campaign._id}
          range={range}
          breakdown={view === "creative" ? "CREATIVE" : "PLATFORM"}
          fileName={`${t("csv.fileName")}-${campaign._id}`}
        />
      )}
      {view === "cohorts" && <CohortReport organizationId={organizationId} campaignId={campaign._id} range={range} />}
      {view === "hourly" && <HourlyReport organizationId={organizationId} campaignId={campaign._id} range={range} />}
      {overview && (
        <>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {/* A label around the switch: its text turns it on too. */}
            <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
              <Switch checked={compare} label={t("compare.label")} onChange={(on) => setUrl({ compare: on ? "1" : "" })} />
              {t("compare.label")}
            </label>
            {compare && (
              <span className="text-xs text-slate-500" data-testid="previous-range">
                {t("compare.range", previous)}
              </span>
            )}
          </div>
          <QueryState
            isPending={byDay.isPending || (compare && before.isPending)}
            error={byDay.error ?? (compare ? before.error : null)}
            onRetry={() => (byDay.error ? byDay.refetch() : before.refetch())}
          >
            {byDay.data && (!compare || before.data) && (
              <>
                <TotalsCards totals={byDay.data.totals} previous={compare ? before.data?.totals : undefined} />
                <AttributionCards totals={byDay.data.totals} />
                <NotServableNote totals={byDay.data.totals} />
                <Card title={t("chartTitle")}>
                  {byDay.data.rows.length === 0 && !(compare && before.data?.rows.length) ? (
                    <p className="text-sm text-slate-500">{t("empty")}</p>
                  ) : (
                    <PerformanceChart
                      points={dailySeries(
                        byDay.data.rows,
                        range,
                        compare && before.data ? { rows: before.data.rows, from: previous.from } : undefined,
                      )}
                      compare={compare}
                    />
                  )}
                  <ReportDaysNote report={byDay.data} />
                </Card>
              </>
            )}
          </QueryState>
          <Card title={t("perAdTitle")}>
            <QueryState isPending={perAd.isPending} error={perAd.error} onRetry={() => perAd.refetch()}>
              {perAd.data && <PerAdTable report={perAd.data} campaign={campaign} />}
            </QueryState>
          </Card>
        </>
      )}
    </div>
  );
}

function PerAdTable({ report, campaign }: { report: Report; campaign: Campaign }) {
  const t = useTranslations("campaigns.performance");
  const text = useMetricText();
  const format = useFormatter();
  const byAd = new Map(report.rows.map((row) => [row.adId, row]));
  const flagged = report.rows.some((row) => row.flag);
  return (
    <>
      <Table caption={t("perAdTitle")}>
        <thead>
          <tr>
            <Th>{t("csv.ad")}</Th>
            {METRICS.map((metric) => (
              <Th key={metric} className="text-right">
                {t(`metrics.${metric}`)}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {campaign.ads.map((ad) => {
            const row = byAd.get(ad._id);
            return (
              <tr key={ad._id}>
                <Td className="max-w-[16rem] font-medium">
                  <span className="block truncate">{ad.name}</span>
                  {row?.flag && (
                    <Badge tone="yellow" className="mt-1">
                      <span aria-hidden="true">⚠&nbsp;</span>
                      {t(`flag.${row.flag}`)}
                    </Badge>
                  )}
                  {row?.notServable && (
                    <span className="mt-1 block text-xs font-normal text-amber-800" data-testid="ad-not-servable">
                      {t("notServable.perAd", {
                        impressions: format.number(row.notServable.impressions),
                        spend: format.number(row.notServable.spend, "krw"),
                      })}
                    </span>
                  )}
                </Td>
                {METRICS.map((metric) => (
                  <Td key={metric} label={t(`metrics.${metric}`)} className="text-right tabular-nums">
                    {text(metric, row ? row[metric] : metric === "ctr" || metric === "ecpm" || metric === "cpi" ? null : 0)}
                  </Td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
      {/* What the marker means, in text: a tooltip alone is invisible on touch screens. */}
      {flagged && <p className="mt-3 text-xs text-slate-600">⚠ {t("flag.hint")}</p>}
    </>
  );
}
