import { describe, expect, it } from "vitest";
import { listRow, listRowPage } from "./list-rows";
import type { CampaignListItem } from "./schemas";

const targeting = { platforms: ["android"], devices: [], tags: [], locations: ["KR", "JP"], languages: [], inventoryTargets: [] };
const serving = { status: "LIMITED", reasons: [{ reason: "DAILY_BUDGET_REACHED", message: "The daily budget is spent" }] };
const metrics = { impressions: 1000, clicks: 20, installs: 3, spend: 4500, ctr: 0.02, ecpm: 4500, cpi: 1500 };

// The API's whole campaign, as GET campaigns answers it (the fields a row leaves out filled in too).
const campaign = {
  advertiser: "65f1c0ffee0000000000a001",
  _id: "65f1c0ffee0000000000c001",
  status: "CAMPAIGN_STATUS_ACTIVE",
  budgetRemain: 700_000,
  name: "Winter push",
  startAt: "2026-12-01T00:00:00.000Z",
  endAt: "2026-12-31T23:59:59.000Z",
  cur: "KRW",
  budget: 1_000_000,
  targeting,
  btags: ["casino"],
  ads: [
    { _id: "65f1c0ffee0000000000d001", name: "Ad 1", creatives: [{ url: "https://cdn.example.com/a.png" }] },
    { _id: "65f1c0ffee0000000000d002", name: "Ad 2", creatives: [] },
  ],
  createdAt: "2026-11-30T00:00:00.000Z",
  updatedAt: "2026-12-01T00:00:00.000Z",
  kind: "REGULAR",
  dailyBudget: 50_000,
  spentToday: 12_000,
  bid: { type: "BID_TYPE_CPM", amount: 3000, countries: [] },
  goal: { type: "GOAL_TYPE_NONE", target: null },
  frequencyCap: null,
  schedule: null,
  serving,
  metrics,
} as unknown as CampaignListItem;

describe("a campaign as the lists read it", () => {
  it("keeps what a row shows and a bulk change needs, and of the ads only their ids", () => {
    expect(listRow(campaign)).toEqual({
      _id: "65f1c0ffee0000000000c001",
      name: "Winter push",
      status: "CAMPAIGN_STATUS_ACTIVE",
      budget: 1_000_000,
      budgetRemain: 700_000,
      dailyBudget: 50_000,
      startAt: "2026-12-01T00:00:00.000Z",
      endAt: "2026-12-31T23:59:59.000Z",
      targeting,
      serving,
      metrics,
      ads: [{ _id: "65f1c0ffee0000000000d001" }, { _id: "65f1c0ffee0000000000d002" }],
    });
  });

  it("leaves an optional field out when the campaign has none (no key set to undefined)", () => {
    const row = listRow({ ...campaign, endAt: undefined, dailyBudget: undefined, metrics: undefined, startOnApproval: true });
    expect(Object.keys(row).sort()).toEqual([
      "_id",
      "ads",
      "budget",
      "budgetRemain",
      "name",
      "serving",
      "startAt",
      "startOnApproval",
      "status",
      "targeting",
    ]);
  });

  it("gives a row back unchanged, and cuts each campaign of a page", () => {
    expect(listRow(listRow(campaign))).toEqual(listRow(campaign));
    expect(listRowPage({ items: [campaign], nextCursor: "abc" })).toEqual({ items: [listRow(campaign)], nextCursor: "abc" });
  });
});
