import type { AssetFilters } from "@/lib/assets/query-keys";

/** The setup checklist's creative step: the asset list filtered to READY, read by the page's prefetch and the view alike. */
export const READY_ASSETS: AssetFilters = { status: "READY" };
