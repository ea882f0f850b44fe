import { describe, expect, it } from "vitest";
import { servingStatus, type ServingCampaign, type ServingFacts } from "./serving-status";
import type { CampaignStatus } from "./statuses";

const NOW = new Date("2026-06-01T00:00:00Z");
type Ad = ServingCampaign["ads"][number];
const ad = (id: string, overrides: Partial<Ad> = {}): Ad => ({
  id,
  name: `Ad ${id}`,
  promotedAppId: null,
  status: "AD_STATUS_ACTIVE",
  reviewStatus: "APPROVED",
  reviewReason: null,
  ...overrides,
});
const campaign = (overrides: Partial<ServingCampaign> = {}): ServingCampaign => ({
  kind: "REGULAR",
  status: "CAMPAIGN_STATUS_ACTIVE",
  statusReason: null,
  startAt: new Date("2026-01-01T00:00:00Z"),
  endAt: null,
  budget: 1000n,
  budgetRemain: 1000n,
  ads: [ad("a1", { promotedAppId: "app1" }), ad("a2")],
  ...overrides,
});
const facts = (overrides: Partial<ServingFacts> = {}): ServingFacts => ({
  balance: 100n,
  approvedAppIds: new Set(["app1"]),
  appNames: new Map([["app1", "Puzzle"]]),
  spentToday: 0n,
  ...overrides,
});
const reasons = (c: ServingCampaign, f = facts()) => {
  const serving = servingStatus(c, f, NOW);
  return [serving.status, ...serving.reasons.map((r) => r.reason)];
};

describe("servingStatus", () => {
  it.each([
    ["an approved, funded, running campaign", campaign(), facts(), ["SERVING"]],
    ["PENDING", campaign({ status: "CAMPAIGN_STATUS_PENDING" }), facts(), ["NOT_SERVING", "PENDING_REVIEW"]],
    [
      "REJECTED, nothing else listed",
      campaign({ status: "CAMPAIGN_STATUS_REJECTED", budgetRemain: 0n }),
      facts({ balance: 0n }),
      ["NOT_SERVING", "REJECTED"],
    ],
    ["PAUSED", campaign({ status: "CAMPAIGN_STATUS_PAUSED" }), facts(), ["NOT_SERVING", "PAUSED"]],
    ["ENDED by endAt", campaign({ endAt: new Date("2026-05-31T00:00:00Z") }), facts({ balance: 0n }), ["NOT_SERVING", "ENDED"]],
    ["not started", campaign({ startAt: new Date("2026-07-01T00:00:00Z") }), facts(), ["NOT_SERVING", "NOT_STARTED"]],
    ["budget used up", campaign({ budgetRemain: 0n }), facts(), ["NOT_SERVING", "BUDGET_EXHAUSTED"]],
    ["balance empty", campaign(), facts({ balance: 0n }), ["NOT_SERVING", "INSUFFICIENT_BALANCE"]],
    ["one of two ads' app not approved", campaign(), facts({ approvedAppIds: new Set() }), ["LIMITED", "PROMOTED_APP_NOT_APPROVED"]],
    [
      "every ad's app not approved",
      campaign({ ads: [ad("a1", { promotedAppId: "app1" })] }),
      facts({ approvedAppIds: new Set() }),
      ["NOT_SERVING", "PROMOTED_APP_NOT_APPROVED"],
    ],
    [
      "every cause at once",
      campaign({ status: "CAMPAIGN_STATUS_PAUSED", startAt: new Date("2026-07-01T00:00:00Z"), budgetRemain: 0n }),
      facts({ balance: 0n, approvedAppIds: new Set() }),
      ["NOT_SERVING", "PAUSED", "NOT_STARTED", "BUDGET_EXHAUSTED", "INSUFFICIENT_BALANCE", "PROMOTED_APP_NOT_APPROVED"],
    ],
    [
      "a house campaign needs no balance, budget 0 is no cap",
      campaign({ kind: "HOUSE", budget: 0n, budgetRemain: 0n }),
      facts({ balance: 0n }),
      ["SERVING"],
    ],
    [
      "a house campaign with a budget reached",
      campaign({ kind: "HOUSE", budget: 10n, budgetRemain: 0n }),
      facts(),
      ["NOT_SERVING", "BUDGET_EXHAUSTED"],
    ],
  ])("%s", (_, c, f, expected) => expect(reasons(c, f)).toEqual(expected));

  it("serves from the instant startAt is reached", () => {
    expect(reasons(campaign({ startAt: NOW }))).toEqual(["SERVING"]);
  });

  it("a campaign without ads is not held back by app approval", () => {
    expect(reasons(campaign({ ads: [] }), facts({ approvedAppIds: new Set() }))).toEqual(["SERVING"]);
  });

  it("says whether endAt or a member ended the campaign", () => {
    const message = (c: ServingCampaign) => servingStatus(c, facts(), NOW).reasons[0].message;
    expect(message(campaign({ endAt: new Date("2026-05-31T00:00:00Z") }))).toBe("The campaign ended at 2026-05-31T00:00:00.000Z.");
    // endAt is the first instant the campaign no longer runs.
    expect(message(campaign({ endAt: NOW }))).toBe(`The campaign ended at ${NOW.toISOString()}.`);
    expect(message(campaign({ status: "CAMPAIGN_STATUS_ENDED", endAt: null }))).toBe("The campaign was ended.");
    expect(message(campaign({ status: "CAMPAIGN_STATUS_ENDED", endAt: new Date("2026-07-01T00:00:00Z") }))).toBe("The campaign was ended.");
  });

  it("names the app and the ads held back, and the reviewer's reason", () => {
    const held = servingStatus(campaign(), facts({ approvedAppIds: new Set() }), NOW).reasons[0];
    expect(held).toEqual({ reason: "PROMOTED_APP_NOT_APPROVED", message: expect.stringContaining('"Puzzle"'), adIds: ["a1"] });
    const rejected = servingStatus(campaign({ status: "CAMPAIGN_STATUS_REJECTED", statusReason: "Blurry" }), facts(), NOW).reasons[0];
    expect(rejected.message).toContain("Blurry");
  });

  it("lists both PENDING_REVIEW and PAUSED for a campaign paused while it waits for review", () => {
    expect(reasons(campaign({ status: "CAMPAIGN_STATUS_PENDING", pauseRequested: true }))).toEqual([
      "NOT_SERVING",
      "PENDING_REVIEW",
      "PAUSED",
    ]);
    // the request means nothing once approved: the stored status says PAUSED then
    expect(reasons(campaign({ pauseRequested: true }))).toEqual(["SERVING"]);
  });

  it("is DAILY_BUDGET_EXHAUSTED once today's charged spend reaches the daily budget, and says when it resets", () => {
    expect(reasons(campaign({ dailyBudget: 500n }), facts({ spentToday: 499n }))).toEqual(["SERVING"]);
    expect(reasons(campaign({ dailyBudget: 500n }), facts({ spentToday: 500n }))).toEqual(["NOT_SERVING", "DAILY_BUDGET_EXHAUSTED"]);
    expect(servingStatus(campaign({ dailyBudget: 500n }), facts({ spentToday: 500n }), NOW).reasons[0].message).toContain("00:00 UTC");
    expect(reasons(campaign({ dailyBudget: null }), facts({ spentToday: 10_000n }))).toEqual(["SERVING"]);
    expect(reasons(campaign({ kind: "HOUSE", dailyBudget: 1n }), facts({ spentToday: 10n }))).toEqual(["SERVING"]);
  });

  describe("per ad", () => {
    const pending = ad("a2", { reviewStatus: "PENDING" });
    const rejected = ad("a2", { name: "Neon", reviewStatus: "REJECTED", reviewReason: "Shows a competitor's logo" });
    const paused = ad("a2", { status: "AD_STATUS_PAUSED" });
    it.each<[string, Ad[], CampaignStatus, string[]]>([
      ["an ad in its own review while the other serves", [ad("a1"), pending], "CAMPAIGN_STATUS_ACTIVE", ["LIMITED", "AD_PENDING_REVIEW"]],
      ["a rejected ad while the other serves", [ad("a1"), rejected], "CAMPAIGN_STATUS_ACTIVE", ["LIMITED", "AD_REJECTED"]],
      ["a paused ad while the other serves", [ad("a1"), paused], "CAMPAIGN_STATUS_ACTIVE", ["LIMITED", "AD_PAUSED"]],
      [
        "every ad held back, each for its cause",
        [ad("a1", { status: "AD_STATUS_PAUSED" }), pending],
        "CAMPAIGN_STATUS_ACTIVE",
        ["NOT_SERVING", "AD_PAUSED", "AD_PENDING_REVIEW"],
      ],
      [
        "the campaign in review: its reason only, not each ad's",
        [pending, ad("a3", { reviewStatus: "PENDING" })],
        "CAMPAIGN_STATUS_PENDING",
        ["NOT_SERVING", "PENDING_REVIEW"],
      ],
      ["the campaign rejected: final, nothing else", [rejected], "CAMPAIGN_STATUS_REJECTED", ["NOT_SERVING", "REJECTED"]],
      [
        "a paused ad in a pending campaign is still listed",
        [ad("a1", { reviewStatus: "PENDING" }), { ...paused, reviewStatus: "PENDING" }],
        "CAMPAIGN_STATUS_PENDING",
        ["NOT_SERVING", "PENDING_REVIEW", "AD_PAUSED"],
      ],
      [
        "a paused campaign lists its ads' own causes too",
        [ad("a1"), pending],
        "CAMPAIGN_STATUS_PAUSED",
        ["NOT_SERVING", "PAUSED", "AD_PENDING_REVIEW"],
      ],
    ])("%s", (_, ads, status, expected) => expect(reasons(campaign({ ads, status }))).toEqual(expected));

    it("names the ads held back and the reviewer's reason", () => {
      const serving = servingStatus(
        campaign({ ads: [ad("a1"), rejected, ad("a3", { name: "Snow", reviewStatus: "PENDING" })] }),
        facts(),
        NOW,
      );
      expect(serving.status).toBe("LIMITED");
      expect(serving.reasons).toEqual([
        { reason: "AD_PENDING_REVIEW", message: expect.stringContaining('"Snow"'), adIds: ["a3"] },
        { reason: "AD_REJECTED", message: 'A reviewer rejected the ad "Neon": Shows a competitor\'s logo', adIds: ["a2"] },
      ]);
    });

    it("an ad held for two causes counts once", () => {
      const both = ad("a1", { promotedAppId: "app1", status: "AD_STATUS_PAUSED" });
      const serving = servingStatus(campaign({ ads: [both, ad("a2")] }), facts({ approvedAppIds: new Set() }), NOW);
      expect([serving.status, ...serving.reasons.map((r) => r.reason)]).toEqual(["LIMITED", "AD_PAUSED", "PROMOTED_APP_NOT_APPROVED"]);
    });
  });
});
