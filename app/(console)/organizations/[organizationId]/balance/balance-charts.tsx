"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import { useFormatter, useTimeZone, useTranslations } from "next-intl";
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/query-state";
import { balanceSeries, bucketSize, chargesByType } from "@/lib/balance/chart-series";
import { CHARGE_TYPES, chargeSign } from "@/lib/balance/charge-types";
import type { LedgerEntry } from "@/lib/balance/schemas";
import { TIMELINE_MAX_ROWS } from "@/lib/balance/hooks/use-balance-timeline";
import { CHARGE_COLORS } from "./charge-colors";

type Timeline = { history: LedgerEntry[]; balance: number; complete: boolean };

const CHART_STYLE = { width: "100%", height: 260 };
const AXIS_TICK = { fontSize: 12, fill: "#64748b" };

export function BalanceCharts({ query }: { query: UseQueryResult<Timeline> }) {
  const t = useTranslations("balance");
  const history = query.data?.history ?? [];
  return (
    <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
      {query.data && !query.data.complete && (
        <p className="text-xs text-slate-500">{t("chart.truncated", { count: TIMELINE_MAX_ROWS })}</p>
      )}
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
  const points = balanceSeries(history);
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
            <AreaChart responsive style={CHART_STYLE} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false} aria-hidden>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
              <XAxis
                dataKey="at"
                type="number"
                scale="time"
                domain={["dataMin", "dataMax"]}
                tick={AXIS_TICK}
                tickFormatter={(v: number) => format.dateTime(new Date(v), { month: "short", day: "numeric" })}
              />
              <YAxis tick={AXIS_TICK} width={64} tickFormatter={(v: number) => format.number(v, { notation: "compact" })} />
              <Tooltip labelFormatter={(v) => when(Number(v))} formatter={(v) => [krw(Number(v)), t("chart.balance")]} />
              <Area type="stepAfter" dataKey="balance" name={t("chart.balance")} stroke="#4f46e5" fill="#c7d2fe" strokeWidth={2} isAnimationActive={false} />
            </AreaChart>
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
  const bucketLabel = (bucket: string) =>
    size === "day"
      ? format.dateTime(new Date(`${bucket}T00:00:00Z`), { month: "short", day: "numeric", timeZone: "UTC" })
      : format.dateTime(new Date(`${bucket}-01T00:00:00Z`), { year: "numeric", month: "short", timeZone: "UTC" });
  const totals = CHARGE_TYPES.map((type) => ({ type, total: history.filter((e) => e.type === type).reduce((s, e) => s + e.amount, 0) }));
  return (
    <Card title={t("chart.byTypeTitle")} actions={<span className="text-xs text-slate-500">{t(size === "day" ? "chart.byDay" : "chart.byMonth")}</span>}>
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
            <BarChart responsive style={CHART_STYLE} data={buckets} stackOffset="sign" margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false} aria-hidden>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
              <XAxis dataKey="bucket" tick={AXIS_TICK} tickFormatter={bucketLabel} />
              <YAxis tick={AXIS_TICK} width={64} tickFormatter={(v: number) => format.number(v, { notation: "compact" })} />
              <ReferenceLine y={0} stroke="#94a3b8" />
              <Tooltip labelFormatter={(v) => bucketLabel(String(v))} formatter={(v, name) => [krw(Math.abs(Number(v))), name]} />
              <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
              {CHARGE_TYPES.map((type) => (
                <Bar key={type} dataKey={type} name={t(`types.${type}`)} stackId="charges" fill={CHARGE_COLORS[type].fill} isAnimationActive={false} />
              ))}
            </BarChart>
          </>
        )}
      </figure>
    </Card>
  );
}
