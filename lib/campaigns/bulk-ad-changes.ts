import { percentOf, type PlannedChange } from "./bulk-changes";
import type { Campaign } from "./schemas";

// What a bulk action on a campaign's ads asks of each selected ad, as the campaigns list's bulk actions do for
// campaigns: pause or resume it, or set its CPM or change it by a percentage.

export const AD_BULK_ACTIONS = ["pause", "resume", "cpmSet", "cpmPercent"] as const;
export type AdBulkAction = (typeof AD_BULK_ACTIONS)[number];

type Ad = Campaign["ads"][number];
type AdSkip = "unchanged" | "noCpm";
type PlannedAdChange = PlannedChange<Ad, AdSkip>;

export function adValueKind(action: AdBulkAction): "none" | "amount" | "percent" {
  if (action === "cpmSet") return "amount";
  if (action === "cpmPercent") return "percent";
  return "none";
}

const STATUS_OF = { pause: "AD_STATUS_PAUSED", resume: "AD_STATUS_ACTIVE" } as const;

export function planAdChange(campaignId: string, ad: Ad, action: AdBulkAction, value: string): PlannedAdChange {
  const params = { campaignId, adId: ad._id };
  if (action === "pause" || action === "resume") {
    if (ad.status === STATUS_OF[action]) return { item: ad, skipped: "unchanged" };
    return {
      item: ad,
      operation: { op: "changeAdStatus", params, body: { status: STATUS_OF[action] } },
      before: { kind: "status", value: ad.status },
      after: { kind: "status", value: STATUS_OF[action] },
    };
  }
  const current = ad.cpm ?? null;
  if (action === "cpmPercent" && current === null) return { item: ad, skipped: "noCpm" };
  const cpm = action === "cpmSet" ? Number(value) : percentOf(current!, Number(value));
  if (cpm === current) return { item: ad, skipped: "unchanged" };
  return {
    item: ad,
    operation: { op: "updateAd", params, body: { cpm } },
    before: { kind: "amount", value: current },
    after: { kind: "amount", value: cpm },
  };
}
