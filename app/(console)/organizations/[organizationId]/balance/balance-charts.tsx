"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import { useFormatter, useTimeZone, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/query-state";
import { balanceSeries, bucketSize, chargesByType, timeTicks } from "@/lib/balance/chart-series";
import { CHARGE_TYPES, chargeSign } from "@/lib/balance/charge-types";
import type { LedgerEntry } from "@/lib/balance/schemas";
import { TIMELINE_MAX_ROWS } from "@/lib/balance/hooks/use-balance-timeline";
import { WhenNearView } from "@/components/ui/when-near-view";
import { CHART_HEIGHT } from "./chart-height";

type Timeline = { history: LedgerEntry[]; balance: number; complete: boolean };

// recharts is loaded only where a chart is drawn, once the chart comes near the window (below the fold, on a phone
// always: loading and drawing it as the page starts held the main thread); the placeholder holds the chart's height.
const ChartPlaceholder = () => <div style={{ height: CHART_HEIGHT }} aria-hidden />;
const BalanceAreaChart = dynamic(() => import("./balance-chart-graphics").then((m) => m.BalanceAreaChart), {
  ssr: false,
  loading: ChartPlaceholder,
});
const ChargesBarChart = dynamic(() => import("./balance-chart-graphics").then((m) => m.ChargesBarChart), {
  ssr: false,
  loading: ChartPlaceholder,
});

export function BalanceCharts({ query }: { query: UseQueryResult<Timeline> }) {
  const t = useTranslations("balance");
  const history = query.data?.history ?? [];
  return (
    <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
      {query.data && !query.data.complete && <p className="text-xs text-slate-500">{t("chart.truncated", { count: TIMELINE_MAX_ROWS })}</p>}
      <div className="grid gap-6 xl:grid-cols-2">
        <BalanceOverTime history={history} />
        <ChargesByType history={history} />
      </div>
    </QueryState>
  );
}

function BalanceOverTime({ history }: { history: LedgerEntry[] }) {
  const t = useTranslations("balance");
  const format = useFormatter();
  const timeZone = useTimeZone() ?? "UTC";
  const points = balanceSeries(history);
  const axis = points.length > 0 ? timeTicks(points[0].at, points[points.length - 1].at, timeZone) : { ticks: [], unit: "day" as const };
  const krw = (value: number) => format.number(value, "krw");
  const when = (value: number) => format.dateTime(new Date(value), "short");
  return (
    <Card title={t("chart.balanceTitle")}>
      <figure data-testid="balance-chart">
        {points.length === 0 ? (
          <p className="py-16 text-center text-sm text-slate-500">{t("chart.empty")}</p>
        ) : (
          <>
            <figcaption className="sr-only" data-testid="balance-chart-summary">
              {t("chart.balanceSummary", {
                count: points.length,
                first: when(points[0].at),
                last: when(points[points.length - 1].at),
                start: krw(points[0].balance),
                end: krw(points[points.length - 1].balance),
              })}
            </figcaption>
            <WhenNearView height={CHART_HEIGHT}>
              <BalanceAreaChart points={points} axis={axis} />
            </WhenNearView>
          </>
        )}
      </figure>
    </Card>
  );
}

function ChargesByType({ history }: { history: LedgerEntry[] }) {
  const t = useTranslations("balance");
  const format = useFormatter();
  const timeZone = useTimeZone() ?? "UTC";
  const size = bucketSize(history);
  // Credits stack above the axis, refunds and usage below it.
  const buckets = chargesByType(history, timeZone, size).map((bucket) => ({
    ...bucket,
    ...Object.fromEntries(CHARGE_TYPES.map((type) => [type, chargeSign(type) * bucket[type]])),
  }));
  const krw = (value: number) => format.number(value, "krw");
  const totals = CHARGE_TYPES.map((type) => ({ type, total: history.filter((e) => e.type === type).reduce((s, e) => s + e.amount, 0) }));
  return (
    <Card
      title={t("chart.byTypeTitle")}
      actions={<span className="text-xs text-slate-500">{t(size === "day" ? "chart.byDay" : "chart.byMonth")}</span>}
    >
      <figure data-testid="type-chart">
        {buckets.length === 0 ? (
          <p className="py-16 text-center text-sm text-slate-500">{t("chart.empty")}</p>
        ) : (
          <>
            <figcaption className="sr-only" data-testid="type-chart-summary">
              {t("chart.byTypeSummary", {
                totals: totals
                  .filter((x) => x.total > 0)
                  .map((x) => `${t(`types.${x.type}`)} ${krw(x.total)}`)
                  .join(", "),
              })}
            </figcaption>
            <WhenNearView height={CHART_HEIGHT}>
              <ChargesBarChart buckets={buckets} size={size} />
            </WhenNearView>
          </>
        )}
      </figure>
    </Card>
  );
}
