"use client";
import { useFormatter, useTranslations } from "next-intl";
import { CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import type { Report } from "@/lib/delivery/schemas";

const AXIS_TICK = { fontSize: 12, fill: "#64748b" };
const MARGIN = { top: 8, right: 8, bottom: 0, left: 8 };
const LEGEND_STYLE = { fontSize: 13 };
const SERIES = [
  { key: "d0", color: "#6366f1" },
  { key: "d7", color: "#10b981" },
  { key: "d30", color: "#f59e0b" },
] as const;

/**
 * ROAS D0, D7 and D30 by install day: a window still maturing is drawn dashed (its figure can still grow), a
 * closed one solid.
 */
export default function CohortChart({ rows }: { rows: Report["rows"] }) {
  const t = useTranslations("campaigns.performance.attribution");
  const format = useFormatter();
  const day = (date: string) => format.dateTime(new Date(`${date}T00:00:00Z`), { month: "short", day: "numeric", timeZone: "UTC" });
  const percent = (value: number) => format.number(value, { style: "percent", maximumFractionDigits: 0 });
  const data = rows.map((row) => {
    const point: Record<string, string | number | null> = { date: row.date ?? "" };
    for (const { key } of SERIES) {
      const roas = row.attribution?.roas[key];
      // one series for closed windows, one for maturing: recharts dashes a whole line, not a stretch of one
      point[key] = roas && !roas.maturing ? roas.value : null;
      point[`${key}Maturing`] = roas?.maturing ? roas.value : null;
    }
    return point;
  });
  return (
    <figure aria-label={t("chartLabel")} data-testid="cohort-chart">
      <ComposedChart style={{ width: "100%", height: 260 }} responsive data={data} margin={MARGIN}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="date" tick={AXIS_TICK} tickFormatter={day} minTickGap={24} />
        <YAxis tick={AXIS_TICK} tickFormatter={percent} width={56} />
        <Tooltip
          labelFormatter={(label) => day(String(label))}
          formatter={(value, name) => [
            value === null ? "–" : format.number(Number(value), { style: "percent", maximumFractionDigits: 1 }),
            name,
          ]}
        />
        <Legend wrapperStyle={LEGEND_STYLE} />
        {SERIES.map(({ key, color }) => (
          <Line
            key={key}
            dataKey={key}
            name={t(`roas.${key}`)}
            stroke={color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
            connectNulls={false}
          />
        ))}
        {SERIES.map(({ key, color }) => (
          <Line
            key={`${key}-maturing`}
            dataKey={`${key}Maturing`}
            name={`${t(`roas.${key}`)} (${t("maturing")})`}
            stroke={color}
            strokeDasharray="5 4"
            strokeOpacity={0.7}
            strokeWidth={2}
            dot={{ r: 2 }}
            isAnimationActive={false}
          />
        ))}
      </ComposedChart>
    </figure>
  );
}
