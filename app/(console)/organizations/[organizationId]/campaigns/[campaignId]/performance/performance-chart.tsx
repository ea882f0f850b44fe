"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { daysOf } from "@/lib/delivery/date-presets";
import type { ReportRow } from "@/lib/delivery/schemas";

const AXIS_TICK = { fontSize: 12, fill: "#64748b" };
const METRIC_COLORS = { impressions: "#6366f1", clicks: "#0ea5e9", installs: "#10b981", spend: "#f59e0b" } as const;

/** Impressions (left axis), clicks and installs (own scale), spend (right axis, bars) per UTC day; days without delivery are 0. */
export default function PerformanceChart({ rows, from, to }: { rows: ReportRow[]; from: string; to: string }) {
  const t = useTranslations("campaigns.performance");
  const format = useFormatter();
  const byDay = new Map(rows.map((row) => [row.date, row]));
  const data = daysOf(from, to).map((date) => {
    const row = byDay.get(date);
    return { date, impressions: row?.impressions ?? 0, clicks: row?.clicks ?? 0, installs: row?.installs ?? 0, spend: row?.spend ?? 0 };
  });
  const label = (day: string) => day.slice(5);
  return (
    <figure aria-label={t("chartLabel")} data-testid="performance-chart">
      <ComposedChart style={{ width: "100%", height: 300 }} responsive data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="date" tick={AXIS_TICK} tickFormatter={label} minTickGap={16} />
        <YAxis yAxisId="count" tick={AXIS_TICK} tickFormatter={(v: number) => format.number(v, { notation: "compact" })} width={48} />
        {/* clicks and installs are two orders of magnitude below impressions: their own scale, so their shape shows */}
        <YAxis yAxisId="small" hide />
        <YAxis
          yAxisId="krw"
          orientation="right"
          tick={AXIS_TICK}
          tickFormatter={(v: number) => format.number(v, { notation: "compact" })}
          width={56}
        />
        <Tooltip
          formatter={(value, name) => [
            name === "spend" ? format.number(Number(value), "krw") : format.number(Number(value)),
            t(`metrics.${name as "spend"}`),
          ]}
        />
        <Legend formatter={(name) => t(`metrics.${name as "spend"}`)} />
        <Bar yAxisId="krw" dataKey="spend" fill={METRIC_COLORS.spend} fillOpacity={0.5} isAnimationActive={false} />
        <Line
          yAxisId="count"
          dataKey="impressions"
          stroke={METRIC_COLORS.impressions}
          dot={false}
          strokeWidth={2}
          isAnimationActive={false}
        />
        <Line yAxisId="small" dataKey="clicks" stroke={METRIC_COLORS.clicks} dot={false} strokeWidth={2} isAnimationActive={false} />
        <Line yAxisId="small" dataKey="installs" stroke={METRIC_COLORS.installs} dot={false} strokeWidth={2} isAnimationActive={false} />
      </ComposedChart>
    </figure>
  );
}
