import "server-only";
import { ROAS_KEYS, type AttributionMetrics } from "@/lib/attribution/cohort-schemas";
import { toCsv } from "@/lib/balance/history-csv";
import { buildReport } from "@/lib/delivery/build-report";
import type { Report, ReportQuery, ReportRow } from "@/lib/delivery/schemas";
import { displayName } from "@/lib/i18n/display-names";
import { getOrganizationTimeZone } from "@/lib/organizations/organization-queries";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { serverTexts } from "@/lib/i18n/server-texts";

/** One campaign's report, or the organization's: per campaign (default) or its campaigns added up (perCampaign false). */
type ReportScope = { organizationId: string; campaignId?: string | null; perCampaign?: boolean };

type Column = { label: string; value: (row: ReportRow) => string | number };

/**
 * The file's columns: what identifies a row in this report (campaign, day, hour, ad, country: only those the
 * report is broken down by), then the metrics, with the Performance tab's names in `locale`.
 */
function columns(report: Report, locale: Locale): Column[] {
  const t = serverTexts(locale, "campaigns");
  const rate = (value: number | null) => (value === null ? "" : value);
  const has = (key: keyof ReportRow) => report.rows.some((row) => row[key] !== undefined);
  const metric = (key: "impressions" | "clicks" | "installs" | "spend" | "ctr" | "ecpm" | "cpi"): Column => ({
    label: t(`performance.metrics.${key}`),
    value: (row) => rate(row[key]),
  });
  return [
    ...(has("campaignId")
      ? [
          { label: t("reportDelivery.csv.campaign"), value: (row: ReportRow) => row.campaignName ?? "" },
          { label: t("reportDelivery.csv.campaignId"), value: (row: ReportRow) => row.campaignId ?? "" },
        ]
      : []),
    ...(report.granularity !== "TOTAL" ? [{ label: t("performance.csv.date"), value: (row: ReportRow) => row.date ?? "" }] : []),
    ...(report.granularity === "HOUR" ? [{ label: t("performance.csv.hour"), value: (row: ReportRow) => row.hour ?? "" }] : []),
    ...(report.breakdown === "AD"
      ? [
          { label: t("performance.csv.ad"), value: (row: ReportRow) => row.adName ?? "" },
          { label: t("performance.csv.adId"), value: (row: ReportRow) => row.adId ?? "" },
        ]
      : []),
    ...(report.breakdown === "CREATIVE"
      ? [
          { label: t("performance.csv.ad"), value: (row: ReportRow) => row.adName ?? "" },
          { label: t("performance.csv.adId"), value: (row: ReportRow) => row.adId ?? "" },
          { label: t("performance.breakdown.creative"), value: (row: ReportRow) => creativeText(row, t, locale) },
          { label: t("performance.breakdown.creativeId"), value: (row: ReportRow) => row.creativeId ?? "" },
        ]
      : []),
    ...(report.breakdown === "PLATFORM"
      ? [
          {
            label: t("performance.breakdown.platform"),
            value: (row: ReportRow) =>
              row.platform ? serverTexts(locale, "apps")(`platforms.${row.platform}`) : t("performance.breakdown.noPlatform"),
          },
        ]
      : []),
    ...(report.breakdown === "COUNTRY"
      ? [
          {
            label: t("performance.country.column"),
            value: (row: ReportRow) => (row.country ? displayName(locale, "region", row.country) : t("performance.country.unknown")),
          },
          { label: t("performance.country.code"), value: (row: ReportRow) => row.country ?? "" },
        ]
      : []),
    ...(["impressions", "clicks", "installs", "spend", "ctr", "ecpm", "cpi"] as const).map(metric),
    ...(report.attribution ? attributionColumns(report, t) : []),
    // Delivery reported while the ads could not serve, apart (never charged), when the report holds any.
    ...(report.totals.notServable
      ? [
          ...(["impressions", "clicks", "installs", "spend"] as const).map((key) => ({
            label: t(`performance.notServable.${key}`),
            value: (row: ReportRow) => row.notServable?.[key] ?? 0,
          })),
          ...(report.breakdown === "AD" ? [{ label: t("performance.notServable.flag"), value: (row: ReportRow) => row.flag ?? "" }] : []),
        ]
      : []),
  ];
}

/** A creative as the ad page names it (Creative 2 · Video), or why the row has none. */
function creativeText(row: ReportRow, t: (key: string, values?: Record<string, string | number>) => string, locale: Locale): string {
  if (!row.creativeId) return t("performance.breakdown.noCreative");
  if (row.creativePosition === null || row.creativePosition === undefined || !row.creativeKind)
    return t("performance.breakdown.removedCreative");
  return t("performance.breakdown.creativeLabel", {
    number: row.creativePosition + 1,
    kind: serverTexts(locale, "assets")(`kind.${row.creativeKind}`),
  });
}

/**
 * The attribution figures, when the report holds any: counts, revenue and events still waiting for a rate, CPI,
 * CPA (when an event was asked for), each ROAS window, and which windows are still maturing.
 */
function attributionColumns(report: Report, t: (key: string) => string): Column[] {
  const label = (key: string) => t(`performance.attribution.${key}`);
  const value = (read: (a: AttributionMetrics) => number | null) => (row: ReportRow) =>
    row.attribution ? (read(row.attribution) ?? "") : "";
  return [
    { label: label("installs"), value: value((a) => a.installs) },
    { label: label("rejectedInstalls"), value: value((a) => a.rejectedInstalls) },
    { label: label("reattributions"), value: value((a) => a.reattributions) },
    { label: label("events"), value: value((a) => a.events) },
    { label: label("revenue"), value: value((a) => a.revenue) },
    { label: label("unconvertedEvents"), value: value((a) => a.unconvertedEvents) },
    { label: label("cpi"), value: value((a) => a.cpi) },
    ...(report.attribution?.event
      ? [
          { label: `${label("conversions")} (${report.attribution.event})`, value: value((a) => a.conversions ?? null) },
          { label: `${label("cpa")} (${report.attribution.event})`, value: value((a) => a.cpa ?? null) },
        ]
      : []),
    ...ROAS_KEYS.map((key) => ({ label: label(`roas.${key}`), value: value((a) => a.roas[key].value) })),
    {
      label: label("maturingWindows"),
      value: (row: ReportRow) =>
        ROAS_KEYS.filter((key) => row.attribution?.roas[key].maturing)
          .map((key) => key.toUpperCase())
          .join(" "),
    },
  ];
}

/**
 * A report as CSV with the Performance tab's conventions (BOM, CRLF, formula-safe text): a column for each thing
 * the rows are broken down by (an organization's rows per campaign name it), then the metrics.
 */
function reportFileCsv(report: Report, language: string | null | undefined): string {
  const cols = columns(report, isLocale(language) ? language : "en");
  return toCsv([cols.map((col) => col.label), ...report.rows.map((row) => cols.map((col) => col.value(row)))]);
}

/** Builds the report of `scope` for `query` and answers it with its CSV in `language`. */
export async function buildReportFile(scope: ReportScope, query: ReportQuery, language?: string | null) {
  const timeZone = await getOrganizationTimeZone(scope.organizationId);
  // The whole organization's report reads its added-up table, as GET /report?perCampaign=false does (no ad filter there).
  const { adId: _, ...organizationQuery } = query;
  const report = await buildReport(
    { organizationId: scope.organizationId, campaignId: scope.campaignId ?? undefined, timeZone },
    !scope.campaignId && scope.perCampaign === false ? { ...organizationQuery, perCampaign: false } : query,
  );
  return { report, csv: reportFileCsv(report, language) };
}
