"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import type { DailyPoint } from "@/lib/delivery/report-range";

const AXIS_TICK = { fontSize: 12, fill: "#64748b" };
const AXIS_LABEL = { fontSize: 12, fill: "#334155", textAnchor: "middle" } as const;
const METRIC_COLORS = { impressions: "#6366f1", clicks: "#0ea5e9", installs: "#10b981", spend: "#f59e0b" } as const;
const MARGIN = { top: 8, right: 8, bottom: 0, left: 8 };
const PREVIOUS_DASH = "5 4";
const AXIS_WIDTH = 56;
const LEGEND_STYLE = { fontSize: 13 };

type Metric = keyof typeof METRIC_COLORS;

/**
 * Delivery by day as two charts over the same days, each series on a visible labelled axis: impressions (left) and
 * spend (right, bars); clicks and installs, two orders of magnitude below impressions, on their own. With a previous
 * period, its days are dashed lines at the same positions (its first day beside the range's first).
 */
export default function PerformanceChart({ points, compare }: { points: DailyPoint[]; compare: boolean }) {
  const t = useTranslations("campaigns.performance");
  const format = useFormatter();
  // Days are calendar days (YYYY-MM-DD), not instants: written as such, whatever the reader's zone.
  const day = (date: string) => format.dateTime(new Date(`${date}T00:00:00Z`), { month: "short", day: "numeric", timeZone: "UTC" });
  const compact = (value: number) => format.number(value, { notation: "compact" });
  const data = points.map(({ previous, ...point }) => ({
    ...point,
    previousDate: previous?.date,
    previousImpressions: previous?.impressions,
    previousClicks: previous?.clicks,
    previousInstalls: previous?.installs,
    previousSpend: previous?.spend,
  }));
  const axisLabel = (value: string, side: "left" | "right") => ({
    value,
    angle: side === "left" ? -90 : 90,
    position: side === "left" ? ("insideLeft" as const) : ("insideRight" as const),
    // at the axis's outer edge: clear of its tick values
    offset: 0,
    style: AXIS_LABEL,
  });
  const name = (metric: Metric, previous: boolean) =>
    previous ? t("compare.series", { metric: t(`metrics.${metric}`) }) : t(`metrics.${metric}`);
  const line = (metric: Exclude<Metric, "spend">, yAxisId: string, previous = false) => (
    <Line
      key={`${metric}-${previous}`}
      yAxisId={yAxisId}
      dataKey={previous ? `previous${metric[0].toUpperCase()}${metric.slice(1)}` : metric}
      name={name(metric, previous)}
      stroke={METRIC_COLORS[metric]}
      strokeDasharray={previous ? PREVIOUS_DASH : undefined}
      strokeOpacity={previous ? 0.7 : 1}
      dot={false}
      strokeWidth={2}
      isAnimationActive={false}
    />
  );
  // Bands in both charts (the first has bars): a day is at the same place in each.
  const xAxis = <XAxis dataKey="date" scale="band" tick={AXIS_TICK} tickFormatter={day} minTickGap={24} />;
  const tooltip = (
    <Tooltip
      labelFormatter={(label, payload) => {
        const previousDate = payload?.[0]?.payload?.previousDate as string | undefined;
        return previousDate ? t("compare.tooltipDays", { day: day(String(label)), previous: day(previousDate) }) : day(String(label));
      }}
      formatter={(value, seriesName, item) => [
        String(item.dataKey).toLowerCase().endsWith("spend") ? format.number(Number(value), "krw") : format.number(Number(value)),
        seriesName,
      ]}
    />
  );

  return (
    <div className="space-y-6" data-testid="performance-chart">
      <figure aria-label={t("deliveryChartLabel")}>
        <ComposedChart style={{ width: "100%", height: 280 }} responsive data={data} margin={MARGIN}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          {xAxis}
          <YAxis
            yAxisId="impressions"
            tick={AXIS_TICK}
            tickFormatter={compact}
            width={AXIS_WIDTH}
            label={axisLabel(t("axes.impressions"), "left")}
          />
          <YAxis
            yAxisId="krw"
            orientation="right"
            tick={AXIS_TICK}
            tickFormatter={compact}
            width={AXIS_WIDTH}
            label={axisLabel(t("axes.spend"), "right")}
          />
          {tooltip}
          <Legend wrapperStyle={LEGEND_STYLE} />
          <Bar
            yAxisId="krw"
            dataKey="spend"
            name={name("spend", false)}
            fill={METRIC_COLORS.spend}
            fillOpacity={0.5}
            isAnimationActive={false}
          />
          {line("impressions", "impressions")}
          {compare && line("impressions", "impressions", true)}
          {compare && (
            <Line
              yAxisId="krw"
              dataKey="previousSpend"
              name={name("spend", true)}
              stroke={METRIC_COLORS.spend}
              strokeDasharray={PREVIOUS_DASH}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
          )}
        </ComposedChart>
      </figure>
      <figure aria-label={t("engagementChartLabel")}>
        {/* as far from the right as the first chart's spend axis, so the same day is at the same place in both */}
        <ComposedChart
          style={{ width: "100%", height: 240 }}
          responsive
          data={data}
          margin={{ ...MARGIN, right: MARGIN.right + AXIS_WIDTH }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          {xAxis}
          <YAxis
            yAxisId="count"
            tick={AXIS_TICK}
            tickFormatter={compact}
            width={AXIS_WIDTH}
            allowDecimals={false}
            label={axisLabel(t("axes.clicksInstalls"), "left")}
          />
          {tooltip}
          <Legend wrapperStyle={LEGEND_STYLE} />
          {line("clicks", "count")}
          {line("installs", "count")}
          {compare && line("clicks", "count", true)}
          {compare && line("installs", "count", true)}
        </ComposedChart>
      </figure>
    </div>
  );
}
