import { describe, expect, it } from "vitest";
import type { CampaignRow } from "@/lib/campaigns/serialize-campaign";
import type { ServingFacts } from "@/lib/campaigns/serving-status";
import { adServingOf, amountsOnly, servingBudgetOf, type StoredTimes } from "./feed-item";

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
    startOnApproval: false,
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

  it("carries the campaign's bid and goal: CPM without a goal by default, else its type, amount, country bids and target", () => {
    expect(adServingOf(campaign(), facts(), NOW)[0].item).toMatchObject({
      bid: { type: "BID_TYPE_CPM", amount: null, countries: [] },
      goal: { type: "GOAL_TYPE_NONE", target: null },
    });
    const cpi = campaign({
      bidType: "BID_TYPE_CPI",
      bidAmount: 2500n,
      countryBids: [
        { country: "KR", amount: 3000n },
        { country: "JP", amount: 4000n },
      ],
      goalType: "GOAL_TYPE_TARGET_ROAS_D7",
      goalTarget: 120n,
    });
    expect(adServingOf(cpi, facts(), NOW)[0].item).toMatchObject({
      bid: {
        type: "BID_TYPE_CPI",
        amount: 2500,
        countries: [
          { country: "JP", amount: 4000 },
          { country: "KR", amount: 3000 },
        ],
      },
      goal: { type: "GOAL_TYPE_TARGET_ROAS_D7", target: 120 },
    });
  });

  it("a missed goal limits the campaign but stops no ad: the ad server keeps serving and steers toward the goal", () => {
    const missed = campaign({
      ads: [ad("a1")],
      goalType: "GOAL_TYPE_TARGET_CPI",
      goalTarget: 2500n,
      goalCheck: {
        state: "GOAL_STATE_OFF_TARGET",
        goalType: "GOAL_TYPE_TARGET_CPI",
        goalTarget: 2500n,
        checkedAt: NOW,
        countries: [{ country: "JP", state: "GOAL_STATE_OFF_TARGET", spend: 64_000, installs: 20, cpi: 3200, roasD7: null }],
      },
    });
    const [row] = adServingOf(missed, facts(), NOW);
    expect(row).toMatchObject({ servable: true, reasons: [] });
  });

  it("carries an ad's usable tracking links (a link waiting for an operator setting left out), none by default", () => {
    const link = {
      platform: "APP_PLATFORM_ANDROID",
      partner: "APPSFLYER",
      creativeId: "c-a1",
      url: "https://app.appsflyer.com/x?clickid={click_id}",
    } as const;
    const waiting = {
      platform: "APP_PLATFORM_IOS",
      partner: "APPSFLYER",
      creativeId: "c-a1",
      url: null,
      missing: "ATTRIBUTION_NETWORK_ID_APPSFLYER",
    } as const;
    const [withLinks, without] = adServingOf(campaign(), facts(), NOW, (ad) => (ad.id === "a1" ? [link, waiting] : []));
    expect(withLinks.item.trackingLinks).toEqual([link]);
    expect(without.item).not.toHaveProperty("trackingLinks");
    expect(adServingOf(campaign(), facts(), NOW)[0].item).not.toHaveProperty("trackingLinks");
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

  it("carries the campaign's SKAN identifier for signing iOS impressions, only when it has one", () => {
    const ios = adServingOf(campaign({ skanId: 7 }), facts(), NOW)[0];
    expect(ios.item.skan).toEqual({ campaignId: 7, sourceIdentifier: "7" });
    expect(adServingOf(campaign({ skanId: null }), facts(), NOW)[0].item).not.toHaveProperty("skan");
  });
});

describe("amountsOnly", () => {
  const reset = new Date("2026-11-27T00:00:00Z");
  const stored = (overrides: Partial<StoredTimes> = {}): StoredTimes => ({
    firstRecheck: reset,
    lastRecheck: reset,
    neverRecheck: false,
    ...overrides,
  });
  // what the full recomputation would write: every case answered true must leave the rows adServingOf gives unchanged
  const rowsOf = (c: CampaignRow, f: ServingFacts) =>
    adServingOf(c, f, NOW).map(({ servable, reasons, recheckAt }) => ({ servable, reasons, recheckAt }));

  it("keeps the ads' rows when the money left stays above 0 and their recheck already holds today's reset", () => {
    expect(amountsOnly(campaign(), facts(), stored(), NOW)).toBe(true);
    expect(rowsOf(campaign(), facts())).toEqual(rowsOf(campaign({ budgetRemain: 70_000n }), facts({ spentToday: 2_000n })));
    // no daily budget: nothing waits for the reset
    expect(
      amountsOnly(campaign({ dailyBudget: null }), facts(), stored({ firstRecheck: null, lastRecheck: null, neverRecheck: true }), NOW),
    ).toBe(true);
    // a free house campaign without a cap and a balance of 0
    expect(amountsOnly(campaign({ kind: "HOUSE", budget: 0n, budgetRemain: 0n }), facts({ balance: 0n }), stored(), NOW)).toBe(true);
  });

  it("recomputes the campaign when money ran out, time came, or the day's first spend adds the reset", () => {
    expect(amountsOnly(campaign({ budgetRemain: 0n }), facts(), stored(), NOW)).toBe(false);
    expect(amountsOnly(campaign(), facts({ balance: 0n }), stored(), NOW)).toBe(false);
    expect(amountsOnly(campaign(), facts({ spentToday: 10_000n }), stored(), NOW)).toBe(false);
    // a recheck time (start, end, yesterday's reset) at or before now
    expect(amountsOnly(campaign(), facts(), stored({ firstRecheck: NOW }), NOW)).toBe(false);
    // the first spend of the day: the rows were written to look again only at the end date
    const endOnly = stored({ firstRecheck: new Date("2026-12-31T00:00:00Z"), lastRecheck: new Date("2026-12-31T00:00:00Z") });
    expect(amountsOnly(campaign(), facts(), endOnly, NOW)).toBe(false);
    expect(rowsOf(campaign(), facts({ spentToday: 0n }))[0].recheckAt).not.toEqual(rowsOf(campaign(), facts())[0].recheckAt);
    expect(amountsOnly(campaign(), facts(), stored({ neverRecheck: true }), NOW)).toBe(false);
  });
});

describe("adServingOf: caps and schedules", () => {
  const noDaily = { dailyBudget: null, ads: [ad("a1", { capImpressions: 1, capPer: "HOUR" })] };

  it("carries the caps and the schedule, and an ad outside the schedule stays servable for the ad server to apply it", () => {
    // Monday 09:00 in New York; NOW is a Thursday, outside it.
    const [served] = adServingOf(
      campaign({ ...noDaily, capImpressions: 4, capPer: "DAY", scheduleHours: [9], scheduleTimeZone: "America/New_York" }),
      facts(),
      NOW,
    );
    expect(served).toMatchObject({ servable: true, reasons: [] });
    expect(served.item).toMatchObject({
      frequencyCap: { impressions: 4, per: "DAY" },
      adFrequencyCap: { impressions: 1, per: "HOUR" },
      schedule: { timeZone: "America/New_York", hours: [[9], [], [], [], [], [], []], utcHoursOfWeek: [14] },
    });
    // The week after has the same UTC hours: nothing to look at again before the end date.
    expect(served.recheckAt?.toISOString()).toBe("2026-12-31T00:00:00.000Z");
  });

  it("looks again at the next UTC week when a daylight-saving change moves the schedule's UTC hours", () => {
    // New York leaves daylight saving time on Sunday 2026-11-01: from the week of 2026-11-02, 09:00 is 14:00 UTC.
    const row = campaign({ ...noDaily, scheduleHours: [9], scheduleTimeZone: "America/New_York" });
    const before = new Date("2026-10-28T10:00:00Z");
    const [served] = adServingOf({ ...row, startAt: new Date("2026-10-01T00:00:00Z") }, facts(), before);
    expect(served.item.schedule?.utcHoursOfWeek).toEqual([13]);
    expect(served.recheckAt?.toISOString()).toBe("2026-11-02T00:00:00.000Z");
    const [after] = adServingOf({ ...row, startAt: new Date("2026-10-01T00:00:00Z") }, facts(), served.recheckAt!);
    expect(after.item.schedule?.utcHoursOfWeek).toEqual([14]);
  });

  it("no cap and no schedule: null", () => {
    const [served] = adServingOf(campaign(noDaily), facts(), NOW);
    expect(served.item).toMatchObject({ frequencyCap: null, adFrequencyCap: { impressions: 1, per: "HOUR" }, schedule: null });
  });
});
