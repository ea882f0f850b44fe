import { DATE_PRESETS, presetRange, type DatePreset } from "@/lib/delivery/date-presets";
import { isOneOf } from "@/lib/one-of";
import type { CampaignMetricSort } from "@/lib/campaigns/schemas";
import type { SortOrder } from "@/lib/sort-orders";

// The campaign list's range and order as the URL holds them (?range=&sort=&order=), shared by the page's server
// prefetch and the list, so both ask the API the same question.

/**
 * The figures the list shows for each campaign, each a column it may be ordered by: the ad server's delivery, then
 * the attribution partner's CPI and D7 ROAS over the same range.
 */
export const LIST_METRICS = [
  "spend",
  "impressions",
  "installs",
  "ctr",
  "cpi",
  "attributedCpi",
  "roasD7",
] as const satisfies readonly CampaignMetricSort[];
export type ListMetric = (typeof LIST_METRICS)[number];

export const LIST_VIEW_DEFAULTS = { range: "last30", sort: "", order: "desc" };

type ListView = { preset: DatePreset; range: { from: string; to: string }; sort: ListMetric | null; order: SortOrder };

/** The view a URL's values ask for; anything unknown reads as its default. */
export function listView(values: Partial<Record<keyof typeof LIST_VIEW_DEFAULTS, string | undefined>>, now = Date.now()): ListView {
  const preset = isOneOf(DATE_PRESETS, values.range) ? values.range : "last30";
  const sort = isOneOf(LIST_METRICS, values.sort) ? values.sort : null;
  return { preset, range: presetRange(preset, now), sort, order: sort && values.order === "asc" ? "asc" : "desc" };
}

/** A click on a metric's header: largest first, then smallest first, then back to newest first. */
export function nextSort(view: ListView, metric: ListMetric): { sort: string; order: string } {
  if (view.sort !== metric) return { sort: metric, order: "desc" };
  if (view.order === "desc") return { sort: metric, order: "asc" };
  return { sort: "", order: "" };
}
