"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { useFormatter, useTimeZone, useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { QueryState } from "@/components/ui/query-state";
import { Spinner } from "@/components/ui/spinner";
import { Table, Td, Th } from "@/components/ui/table";
import { ROAS_KEYS, type CohortRoas } from "@/lib/attribution/cohort-schemas";
import { useReport } from "@/lib/delivery/hooks/use-report";
import type { Report } from "@/lib/delivery/schemas";
import { useDebouncedValue } from "@/lib/use-debounced-value";

// recharts loads when the cohort view opens.
const CohortChart = dynamic(() => import("./cohort-chart"), { ssr: false, loading: () => <ChartLoading /> });

function ChartLoading() {
  return <Spinner label={useTranslations("common")("loading")} />;
}

/**
 * Cohort ROAS by install day (a campaign's, or with campaignId null the organization's added up): per day the ad
 * server's and the partner's installs, spend, CPI, CPA for an event typed in, and ROAS D0-D30, a window still open
 * marked maturing; a chart of D0, D7 and D30; what revenue waits for an exchange rate.
 */
export function CohortReport({
  organizationId,
  campaignId,
  range,
}: {
  organizationId: string;
  campaignId: string | null;
  range: { from: string; to: string };
}) {
  const t = useTranslations("campaigns.performance.attribution");
  const [eventText, setEventText] = useState("");
  const event = useDebouncedValue(eventText.trim(), 400);
  const report = useReport(organizationId, campaignId, {
    ...range,
    granularity: "DAY",
    breakdown: "NONE",
    ...(campaignId ? {} : { perCampaign: "false" as const }),
    ...(event ? { event } : {}),
  });
  return (
    <div className="space-y-4" data-testid="cohort-report">
      <Form>
        <label className="flex max-w-xs flex-col gap-1 text-sm font-medium text-slate-800">
          {t("event")}
          <Input value={eventText} onChange={(e) => setEventText(e.target.value)} placeholder={t("eventPlaceholder")} maxLength={100} />
        </label>
      </Form>
      <QueryState isPending={report.isPending} error={report.error} onRetry={() => report.refetch()}>
        {report.data && <CohortBody report={report.data} />}
      </QueryState>
    </div>
  );
}

function CohortBody({ report }: { report: Report }) {
  const t = useTranslations("campaigns.performance.attribution");
  const zone = useTimeZone() ?? "UTC";
  const format = useFormatter();
  if (!report.attribution) {
    return (
      <Card title={t("cohortTitle")}>
        <p className="text-sm text-slate-500">{t("cohortEmpty")}</p>
      </Card>
    );
  }
  const unconverted = report.attribution.unconvertedRevenue;
  const rows = report.rows.filter((row) => row.date);
  return (
    <>
      {unconverted.length > 0 && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="unconverted-note">
          {t("unconverted", {
            events: unconverted.reduce((sum, u) => sum + u.events, 0),
            amounts: unconverted.map((u) => format.number(Number(u.amount), { style: "currency", currency: u.currency })).join(", "),
          })}
        </p>
      )}
      <Card title={t("chartTitle")}>
        <CohortChart rows={rows} />
      </Card>
      <Card title={t("cohortTitle")}>
        <p className="mb-3 text-xs text-slate-600">{t("cohortHint", { zone: report.timeZone || zone })}</p>
        <CohortTable report={report} rows={rows} />
      </Card>
    </>
  );
}

type Row = Report["rows"][number];

function CohortTable({ report, rows }: { report: Report; rows: Row[] }) {
  const t = useTranslations("campaigns.performance");
  const format = useFormatter();
  const won = (value: number | null | undefined) => (value === null || value === undefined ? "–" : format.number(value, "krw"));
  const day = (date: string) =>
    format.dateTime(new Date(`${date}T00:00:00Z`), { month: "short", day: "numeric", weekday: "short", timeZone: "UTC" });
  const roasCell = (roas: CohortRoas | undefined) => {
    if (!roas || roas.value === null) return <span className="text-slate-400">–</span>;
    const text = format.number(roas.value, { style: "percent", maximumFractionDigits: 1 });
    return roas.maturing ? (
      <span className="italic text-slate-500" title={t("attribution.maturing")} data-testid="maturing">
        {text}
        <span aria-hidden="true"> •</span>
        <span className="sr-only"> ({t("attribution.maturing")})</span>
      </span>
    ) : (
      <span className="text-slate-900">{text}</span>
    );
  };
  const columns: { label: string; text: (row: Row) => string }[] = [
    { label: t("attribution.adServerInstalls"), text: (r) => format.number(r.installs) },
    { label: t("attribution.installs"), text: (r) => format.number(r.attribution?.installs ?? 0) },
    { label: t("attribution.rejectedInstalls"), text: (r) => format.number(r.attribution?.rejectedInstalls ?? 0) },
    { label: t("metrics.spend"), text: (r) => won(r.spend) },
    { label: t("attribution.revenue"), text: (r) => won(r.attribution?.revenue) },
    { label: t("attribution.cpi"), text: (r) => won(r.attribution?.cpi) },
    ...(report.attribution?.event
      ? [
          {
            label: `${t("attribution.conversions")} (${report.attribution.event})`,
            text: (r: Row) => format.number(r.attribution?.conversions ?? 0),
          },
          { label: `${t("attribution.cpa")} (${report.attribution.event})`, text: (r: Row) => won(r.attribution?.cpa) },
        ]
      : []),
  ];
  const all: (Row & { total?: true })[] = [...rows, { ...report.totals, total: true }];
  return (
    <Table caption={t("attribution.cohortTitle")}>
      <thead>
        <tr>
          <Th>{t("attribution.installDay")}</Th>
          {columns.map((c) => (
            <Th key={c.label} className="text-right">
              {c.label}
            </Th>
          ))}
          {ROAS_KEYS.map((key) => (
            <Th key={key} className="text-right">
              {t(`attribution.roas.${key}`)}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {all.map((row) => (
          <tr
            key={row.total ? "total" : row.date}
            className={row.total ? "bg-slate-50 font-semibold" : undefined}
            data-testid={row.total ? "cohort-total" : `cohort-${row.date}`}
          >
            <Td className="whitespace-nowrap font-medium">{row.total ? t("totals") : day(row.date!)}</Td>
            {columns.map((c) => (
              <Td key={c.label} label={c.label} className="text-right tabular-nums">
                {c.text(row)}
              </Td>
            ))}
            {ROAS_KEYS.map((key) => (
              <Td key={key} label={t(`attribution.roas.${key}`)} className="text-right tabular-nums" data-testid={`roas-${key}`}>
                {roasCell(row.attribution?.roas[key])}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
