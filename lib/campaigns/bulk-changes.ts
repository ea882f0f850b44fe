import type { BatchOperation } from "./hooks/use-campaign-batch";
import type { CampaignListRow } from "./list-rows";

// What a bulk action on the campaigns list asks of each selected campaign: the batch operation, and the value it
// changes as it reads now and as it will read, for the preview. A change that cannot apply to a campaign at all
// (a percentage of a daily budget it does not have) is left out with its reason, before anything is sent.

export const BULK_ACTIONS = [
  "pause",
  "resume",
  "end",
  "budgetSet",
  "budgetPercent",
  "dailyBudgetSet",
  "dailyBudgetPercent",
  "endDateSet",
  "countriesAdd",
  "countriesRemove",
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** What the action's value is: none, an amount of won, a percentage, a date, or country codes. */
export function valueKind(action: BulkAction): "none" | "amount" | "percent" | "date" | "countries" {
  if (action === "pause" || action === "resume" || action === "end") return "none";
  if (action === "budgetSet" || action === "dailyBudgetSet") return "amount";
  if (action === "budgetPercent" || action === "dailyBudgetPercent") return "percent";
  if (action === "endDateSet") return "date";
  return "countries";
}

/** The field a change shows before and after. */
export type ChangedValue =
  | { kind: "status"; value: string }
  | { kind: "amount"; value: number | null }
  | { kind: "date"; value: string | null }
  | { kind: "countries"; value: string[] };

/** What a bulk action asks of one selected item (a campaign, or an ad), or why it leaves the item out. */
export type PlannedChange<Item = CampaignListRow, Skip extends string = CampaignSkip> =
  { item: Item; operation: BatchOperation; before: ChangedValue; after: ChangedValue } | { item: Item; skipped: Skip };

type CampaignSkip = "noDailyBudget" | "everywhere" | "noCountryLeft" | "unchanged";

const STATUS_OF = { pause: "CAMPAIGN_STATUS_PAUSED", resume: "CAMPAIGN_STATUS_ACTIVE", end: "CAMPAIGN_STATUS_ENDED" } as const;

/** Country codes from what was typed: letters in pairs, upper-case, each once. */
export function parseCountries(text: string): string[] {
  return [...new Set(text.toUpperCase().match(/[A-Z]{2}/g) ?? [])];
}

export const percentOf = (amount: number, percent: number) => Math.round(amount * (1 + percent / 100));

export function planChange(campaign: CampaignListRow, action: BulkAction, value: string): PlannedChange {
  const params = { campaignId: campaign._id };
  const update = (body: unknown, before: ChangedValue, after: ChangedValue): PlannedChange =>
    JSON.stringify(before) === JSON.stringify(after)
      ? { item: campaign, skipped: "unchanged" }
      : { item: campaign, operation: { op: "updateCampaign", params, body }, before, after };
  switch (action) {
    case "pause":
    case "resume":
    case "end":
      return {
        item: campaign,
        operation: { op: "changeCampaignStatus", params, body: { status: STATUS_OF[action] } },
        before: { kind: "status", value: campaign.status },
        after: { kind: "status", value: STATUS_OF[action] },
      };
    case "budgetSet":
    case "budgetPercent": {
      const budget = action === "budgetSet" ? Number(value) : percentOf(campaign.budget, Number(value));
      return update({ budget }, { kind: "amount", value: campaign.budget }, { kind: "amount", value: budget });
    }
    case "dailyBudgetSet":
    case "dailyBudgetPercent": {
      const current = campaign.dailyBudget ?? null;
      if (action === "dailyBudgetPercent" && current === null) return { item: campaign, skipped: "noDailyBudget" };
      const dailyBudget = action === "dailyBudgetSet" ? (value.trim() ? Number(value) : null) : percentOf(current!, Number(value));
      return update({ dailyBudget }, { kind: "amount", value: current }, { kind: "amount", value: dailyBudget });
    }
    case "endDateSet": {
      // The end of that day in UTC, as budget days and the list's dates count.
      const endAt = value ? `${value}T23:59:59Z` : null;
      return update({ endAt }, { kind: "date", value: campaign.endAt ?? null }, { kind: "date", value: endAt });
    }
    case "countriesAdd":
    case "countriesRemove": {
      const { platforms, devices, tags, locations, languages } = campaign.targeting;
      // No countries means everywhere: adding one would narrow it, removing one has nothing to take away.
      if (locations.length === 0) return { item: campaign, skipped: "everywhere" };
      const codes = parseCountries(value);
      const next = action === "countriesAdd" ? [...new Set([...locations, ...codes])] : locations.filter((code) => !codes.includes(code));
      if (next.length === 0) return { item: campaign, skipped: "noCountryLeft" };
      return update(
        { targeting: { platforms, devices, tags, locations: next, languages } },
        { kind: "countries", value: locations },
        { kind: "countries", value: next },
      );
    }
  }
}
