import "server-only";
import { createTranslator } from "use-intl/core";
import { toCsv } from "@/lib/balance/history-csv";
import { buildReport } from "@/lib/delivery/build-report";
import { reportCsv } from "@/lib/delivery/report-csv";
import type { Report, ReportQuery } from "@/lib/delivery/schemas";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/load-messages";

type ReportScope = { organizationId: string; campaignId?: string | null };

/** The CSV's column names in `locale`, the Performance tab's own. */
function csvLabels(locale: Locale) {
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: "campaigns" }) as unknown as (key: string) => string;
  return {
    campaign: t("reportDelivery.csv.campaign"),
    campaignId: t("reportDelivery.csv.campaignId"),
    date: t("performance.csv.date"),
    ad: t("performance.csv.ad"),
    adId: t("performance.csv.adId"),
    impressions: t("performance.metrics.impressions"),
    clicks: t("performance.metrics.clicks"),
    installs: t("performance.metrics.installs"),
    spend: t("performance.metrics.spend"),
    ctr: t("performance.metrics.ctr"),
    ecpm: t("performance.metrics.ecpm"),
    cpi: t("performance.metrics.cpi"),
  };
}

/**
 * A report as CSV: a campaign's exactly as the Performance tab downloads it; the organization's with the campaign
 * (name and id) first on each row, since its rows are per campaign.
 */
function reportFileCsv(report: Report, scope: ReportScope, language: string | null | undefined): string {
  const labels = csvLabels(isLocale(language) ? language : "en");
  if (scope.campaignId) return reportCsv(report.rows, labels);
  const rate = (value: number | null) => (value === null ? "" : value);
  return toCsv([
    [
      labels.campaign,
      labels.campaignId,
      labels.date,
      labels.ad,
      labels.adId,
      labels.impressions,
      labels.clicks,
      labels.installs,
      labels.spend,
      labels.ctr,
      labels.ecpm,
      labels.cpi,
    ],
    ...report.rows.map((r) => [
      r.campaignName ?? "",
      r.campaignId ?? "",
      r.date ?? "",
      r.adName ?? "",
      r.adId ?? "",
      r.impressions,
      r.clicks,
      r.installs,
      r.spend,
      rate(r.ctr),
      rate(r.ecpm),
      rate(r.cpi),
    ]),
  ]);
}

/** Builds the report of `scope` for `query` and answers it with its CSV in `language`. */
export async function buildReportFile(scope: ReportScope, query: ReportQuery, language?: string | null) {
  const report = await buildReport({ organizationId: scope.organizationId, campaignId: scope.campaignId ?? undefined }, query);
  return { report, csv: reportFileCsv(report, scope, language) };
}
