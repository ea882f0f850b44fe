import type { AssetFilters } from "@/lib/assets/query-keys";
import { presetRange } from "@/lib/delivery/date-presets";
import type { ReportParams } from "@/lib/delivery/query-keys";

// What the dashboard reads, shared by the page's server prefetch and the view, so both ask with the same keys.

/** The setup checklist's creative step: the asset list filtered to READY. */
export const READY_ASSETS: AssetFilters = { status: "READY" };

/** Spend this month and over the last 7 days (the balance's runway), one total each. */
export const dashboardReports = (now = Date.now()): Record<"month" | "week", ReportParams> => ({
  month: { ...presetRange("thisMonth", now), granularity: "TOTAL", breakdown: "NONE" },
  week: { ...presetRange("last7", now), granularity: "TOTAL", breakdown: "NONE" },
});
