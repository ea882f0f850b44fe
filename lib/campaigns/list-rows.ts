import type { Page } from "@/lib/api/pagination";
import type { CampaignListItem } from "./schemas";

// The lists of campaigns (the campaigns page, the dashboard) read a few fields of each campaign: its row, its
// serving reasons and what a bulk change needs (budgets, end date, countries). The first page the server renders
// also goes to the browser's cache in the HTML, beside the rows it rendered: it goes as these fields alone, not
// as the API's whole campaign (ads, creatives, bids, goal, schedule), which the list never shows. A page the
// browser fetches from the API holds the whole campaign, which has every field of a row.

const ROW_FIELDS = [
  "_id",
  "name",
  "status",
  "budget",
  "budgetRemain",
  "dailyBudget",
  "startAt",
  "endAt",
  "startOnApproval",
  "targeting",
  "serving",
  "metrics",
] as const satisfies readonly (keyof CampaignListItem)[];

/** A campaign as the lists read it; `ads` only for their count. */
export type CampaignListRow = Pick<CampaignListItem, (typeof ROW_FIELDS)[number]> & { ads: { _id: string }[] };
export type CampaignListRowPage = Page<CampaignListRow>;

/** The fields of `campaign` a list reads (those it has: optional ones absent stay absent). */
export function listRow(campaign: CampaignListRow): CampaignListRow {
  const row: Partial<Record<(typeof ROW_FIELDS)[number], unknown>> = {};
  for (const field of ROW_FIELDS) if (campaign[field] !== undefined) row[field] = campaign[field];
  return { ...(row as Omit<CampaignListRow, "ads">), ads: campaign.ads.map((ad) => ({ _id: ad._id })) };
}

/** A page of the list with each campaign cut to its row. */
export function listRowPage(page: CampaignListRowPage): CampaignListRowPage {
  return { items: page.items.map(listRow), nextCursor: page.nextCursor };
}
