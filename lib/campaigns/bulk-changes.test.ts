import { describe, expect, it } from "vitest";
import { parseCountries, planChange } from "./bulk-changes";
import type { CampaignListItem } from "./schemas";

const campaign = (overrides: Partial<CampaignListItem> = {}) =>
  ({
    _id: "65f1c0ffee0000000000c001",
    name: "Winter push",
    status: "CAMPAIGN_STATUS_ACTIVE",
    budget: 1_000_000,
    targeting: { platforms: [], devices: [], tags: [], locations: ["KR"], languages: [], inventoryTargets: [] },
    ...overrides,
  }) as CampaignListItem;

describe("planChange", () => {
  it("raises a budget by a percentage, rounded to the won", () => {
    expect(planChange(campaign({ budget: 1_234_567 }), "budgetPercent", "10")).toMatchObject({
      operation: { op: "updateCampaign", params: { campaignId: "65f1c0ffee0000000000c001" }, body: { budget: 1_358_024 } },
      before: { kind: "amount", value: 1_234_567 },
      after: { kind: "amount", value: 1_358_024 },
    });
  });

  it("pauses through the status operation", () => {
    expect(planChange(campaign(), "pause", "")).toMatchObject({
      operation: { op: "changeCampaignStatus", body: { status: "CAMPAIGN_STATUS_PAUSED" } },
    });
  });

  it("leaves out what cannot apply: no daily budget, every country, no country left, no change", () => {
    expect(planChange(campaign(), "dailyBudgetPercent", "10")).toMatchObject({ skipped: "noDailyBudget" });
    const everywhere = campaign({ targeting: { ...campaign().targeting, locations: [] } });
    expect(planChange(everywhere, "countriesAdd", "JP")).toMatchObject({ skipped: "everywhere" });
    expect(planChange(campaign(), "countriesRemove", "kr")).toMatchObject({ skipped: "noCountryLeft" });
    expect(planChange(campaign(), "budgetSet", "1000000")).toMatchObject({ skipped: "unchanged" });
  });

  it("adds and removes countries, keeping the rest of the targeting", () => {
    expect(planChange(campaign(), "countriesAdd", "jp, us kr")).toMatchObject({
      operation: { body: { targeting: { platforms: [], devices: [], tags: [], languages: [], locations: ["KR", "JP", "US"] } } },
    });
    expect(parseCountries("jp,US;xx")).toEqual(["JP", "US", "XX"]);
  });

  it("sets or removes the daily budget and the end date", () => {
    expect(planChange(campaign({ dailyBudget: 50_000 }), "dailyBudgetSet", "")).toMatchObject({
      operation: { body: { dailyBudget: null } },
    });
    expect(planChange(campaign(), "endDateSet", "2027-03-31")).toMatchObject({ operation: { body: { endAt: "2027-03-31T23:59:59Z" } } });
  });
});
