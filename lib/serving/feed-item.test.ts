import { describe, expect, it } from "vitest";
import type { CampaignRow } from "@/lib/campaigns/serialize-campaign";
import type { ServingFacts } from "@/lib/campaigns/serving-status";
import { adServingOf, servingBudgetOf } from "./feed-item";

const NOW = new Date("2026-11-26T10:00:00Z");

function ad(id: string, overrides: Partial<CampaignRow["ads"][number]> = {}): CampaignRow["ads"][number] {
  return {
    id,
    name: `Ad ${id}`,
    categories: ["puzzle"],
    cpm: 3000n,
    productType: "AD_PRODUCT_TYPE_INTRINSIC",
    destinationUrl: null,
    promotedAppId: null,
    status: "AD_STATUS_ACTIVE",
    reviewStatus: "APPROVED",
    reviewReason: null,
    creatives: [
      {
        id: `c-${id}`,
        kind: "IMAGE",
        assetId: "asset1",
        url: null,
        width: null,
        height: null,
        mime: null,
        sourceUrl: null,
        asset: {
          id: "asset1",
          kind: "IMAGE",
          mime: "image/png",
          width: 320,
          height: 480,
          durationSec: null,
          originalKey: "assets/asset1/original.png",
          thumbnailKey: null,
        },
      },
    ],
    ...overrides,
  };
}

function campaign(overrides: Partial<CampaignRow> = {}): CampaignRow {
  return {
    id: "camp1",
    organizationId: "org1",
    kind: "REGULAR",
    name: "Winter",
    status: "CAMPAIGN_STATUS_ACTIVE",
    statusReason: null,
    startAt: new Date("2026-11-01T00:00:00Z"),
    endAt: new Date("2026-12-31T00:00:00Z"),
    budget: 100_000n,
    budgetRemain: 60_000n,
    dailyBudget: 10_000n,
    pauseRequested: false,
    platforms: ["APP_PLATFORM_ANDROID"],
    devices: [],
    tags: [],
    locations: ["KR"],
    languages: [],
    inventoryTargets: [],
    btags: ["rpg"],
    promotedAppIds: [],
    createdAt: new Date("2026-10-28T12:00:00Z"),
    updatedAt: NOW,
    ads: [ad("a1"), ad("a2", { status: "AD_STATUS_PAUSED" })],
    ...overrides,
  };
}

const facts = (overrides: Partial<ServingFacts> = {}): ServingFacts => ({
  balance: 50_000n,
  approvedAppIds: new Set(),
  appNames: new Map(),
  spentToday: 4_000n,
  ...overrides,
});

describe("adServingOf", () => {
  it("serves the ads not held back in a LIMITED campaign, with what serving them needs", () => {
    const [served, paused] = adServingOf(campaign(), facts(), NOW);
    expect(served).toMatchObject({ adId: "a1", servable: true, reasons: [] });
    expect(served.item).toMatchObject({
      campaignId: "camp1",
      organizationId: "org1",
      cpm: 3000,
      btags: ["rpg"],
      dailyBudget: 10_000,
      reportableFrom: "2026-10-28",
      creatives: [{ _id: "c-a1", image: { url: "/media/assets/asset1/original.png", width: 320, height: 480, mime: "image/png" } }],
    });
    // the remaining budgets are the campaign's, not part of any ad's item: spend changes no item
    expect(served.item).not.toHaveProperty("budgetRemain");
    expect(served.item).not.toHaveProperty("dailyBudgetRemain");
    expect(servingBudgetOf(campaign(), facts())).toEqual({ budgetRemain: 60_000, dailyBudgetRemain: 6_000 });
    expect(servingBudgetOf(campaign(), facts({ spentToday: 12_000n }))).toEqual({ budgetRemain: 60_000, dailyBudgetRemain: 0 });
    expect(paused).toMatchObject({ adId: "a2", servable: false, reasons: ["AD_PAUSED"] });
    // today's spend resets at 00:00 UTC, before the end date: that is when to look again
    expect(served.recheckAt).toEqual(new Date("2026-11-27T00:00:00Z"));
  });

  it("stops every ad for a campaign-wide cause, and says which", () => {
    for (const [input, reason] of [
      [{ facts: facts({ balance: 0n }) }, "INSUFFICIENT_BALANCE"],
      [{ facts: facts({ spentToday: 10_000n }) }, "DAILY_BUDGET_EXHAUSTED"],
      [{ campaign: campaign({ budgetRemain: 0n }) }, "BUDGET_EXHAUSTED"],
      [{ campaign: campaign({ status: "CAMPAIGN_STATUS_PAUSED" }) }, "PAUSED"],
      [{ campaign: campaign({ endAt: new Date("2026-11-26T09:00:00Z") }) }, "ENDED"],
    ] as const) {
      const rows = adServingOf("campaign" in input ? input.campaign : campaign(), "facts" in input ? input.facts : facts(), NOW);
      expect(
        rows.every((row) => !row.servable && row.reasons.includes(reason)),
        reason,
      ).toBe(true);
    }
  });

  it("looks again when a campaign starts; a house campaign pays nothing and has no daily budget", () => {
    const later = adServingOf(campaign({ startAt: new Date("2026-11-30T00:00:00Z") }), facts({ spentToday: 0n }), NOW)[0];
    expect(later).toMatchObject({ servable: false, reasons: ["NOT_STARTED"], recheckAt: new Date("2026-11-30T00:00:00Z") });
    const house = adServingOf(campaign({ kind: "HOUSE", budget: 0n, budgetRemain: 0n }), facts({ balance: 0n }), NOW)[0];
    expect(house.servable).toBe(true);
    expect(house.item).not.toHaveProperty("dailyBudget");
    expect(servingBudgetOf(campaign({ kind: "HOUSE", budget: 0n, budgetRemain: 0n }), facts())).toEqual({ budgetRemain: 0 });
    expect(house.recheckAt).toEqual(new Date("2026-12-31T00:00:00Z"));
  });
});
