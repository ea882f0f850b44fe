"use client";
import { useFormatter } from "next-intl";

export const REPORT_METRICS = ["impressions", "clicks", "installs", "spend", "ctr", "ecpm", "cpi"] as const;
type ReportMetric = (typeof REPORT_METRICS)[number];

/** A report's figure as the console writes it: won for spend and its rates, a percentage for CTR, "–" for no rate. */
export function useMetricText() {
  const format = useFormatter();
  return (metric: ReportMetric, value: number | null) => {
    if (value === null) return "–";
    if (metric === "spend" || metric === "ecpm" || metric === "cpi") return format.number(value, "krw");
    if (metric === "ctr") return format.number(value, { style: "percent", maximumFractionDigits: 2 });
    return format.number(value);
  };
}
