"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import type { BalancePoint, TimeTicks, TypeBucket } from "@/lib/balance/chart-series";
import { CHARGE_TYPES } from "@/lib/balance/charge-types";
import { CHARGE_COLORS } from "./charge-colors";
import { CHART_HEIGHT } from "./chart-height";

// The drawings of the balance charts: recharts, loaded on its own after the page (balance-charts.tsx).

const CHART_STYLE = { width: "100%", height: CHART_HEIGHT };
const AXIS_TICK = { fontSize: 12, fill: "#64748b" };

export function BalanceAreaChart({ points, axis }: { points: BalancePoint[]; axis: TimeTicks }) {
  const t = useTranslations("balance");
  const format = useFormatter();
  const krw = (value: number) => format.number(value, "krw");
  const when = (value: number) => format.dateTime(new Date(value), "short");
  return (
    <AreaChart
      responsive
      style={CHART_STYLE}
      data={points}
      margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      accessibilityLayer={false}
      aria-hidden
    >
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
      <XAxis
        dataKey="at"
        type="number"
        scale="time"
        domain={["dataMin", "dataMax"]}
        tick={AXIS_TICK}
        ticks={axis.ticks}
        tickFormatter={(v: number) =>
          axis.unit === "day" ? format.dateTime(new Date(v), { month: "short", day: "numeric" }) : format.dateTime(new Date(v), "time")
        }
      />
      <YAxis tick={AXIS_TICK} width={64} tickFormatter={(v: number) => format.number(v, { notation: "compact" })} />
      <Tooltip labelFormatter={(v) => when(Number(v))} formatter={(v) => [krw(Number(v)), t("chart.balance")]} />
      <Area
        type="stepAfter"
        dataKey="balance"
        name={t("chart.balance")}
        stroke="#4f46e5"
        fill="#c7d2fe"
        strokeWidth={2}
        isAnimationActive={false}
      />
    </AreaChart>
  );
}

export function ChargesBarChart({ buckets, size }: { buckets: TypeBucket[]; size: "day" | "month" }) {
  const t = useTranslations("balance");
  const format = useFormatter();
  const krw = (value: number) => format.number(value, "krw");
  const bucketLabel = (bucket: string) =>
    size === "day"
      ? format.dateTime(new Date(`${bucket}T00:00:00Z`), { month: "short", day: "numeric", timeZone: "UTC" })
      : format.dateTime(new Date(`${bucket}-01T00:00:00Z`), { year: "numeric", month: "short", timeZone: "UTC" });
  return (
    <BarChart
      responsive
      style={CHART_STYLE}
      data={buckets}
      stackOffset="sign"
      margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      accessibilityLayer={false}
      aria-hidden
    >
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
      <XAxis dataKey="bucket" tick={AXIS_TICK} tickFormatter={bucketLabel} />
      <YAxis tick={AXIS_TICK} width={64} tickFormatter={(v: number) => format.number(v, { notation: "compact" })} />
      <ReferenceLine y={0} stroke="#94a3b8" />
      <Tooltip labelFormatter={(v) => bucketLabel(String(v))} formatter={(v, name) => [krw(Math.abs(Number(v))), name]} />
      <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
      {CHARGE_TYPES.map((type) => (
        <Bar
          key={type}
          dataKey={type}
          name={t(`types.${type}`)}
          stackId="charges"
          fill={CHARGE_COLORS[type].fill}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
