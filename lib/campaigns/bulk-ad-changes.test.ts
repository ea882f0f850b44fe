import { describe, expect, it } from "vitest";
import { planAdChange } from "./bulk-ad-changes";
import type { Campaign } from "./schemas";

const CAMPAIGN = "65f1c0ffee0000000000c001";
const ad = (overrides: Partial<Campaign["ads"][number]> = {}) =>
  ({
    _id: "65f1c0ffee0000000000a001",
    name: "Dawn banner",
    status: "AD_STATUS_ACTIVE",
    cpm: 2000,
    ...overrides,
  }) as Campaign["ads"][number];

describe("planAdChange", () => {
  it("pauses and resumes through the ad's status operation, naming the campaign and the ad", () => {
    expect(planAdChange(CAMPAIGN, ad(), "pause", "")).toMatchObject({
      operation: {
        op: "changeAdStatus",
        params: { campaignId: CAMPAIGN, adId: "65f1c0ffee0000000000a001" },
        body: { status: "AD_STATUS_PAUSED" },
      },
      before: { kind: "status", value: "AD_STATUS_ACTIVE" },
      after: { kind: "status", value: "AD_STATUS_PAUSED" },
    });
    expect(planAdChange(CAMPAIGN, ad({ status: "AD_STATUS_PAUSED" }), "resume", "")).toMatchObject({
      operation: { body: { status: "AD_STATUS_ACTIVE" } },
    });
  });

  it("sets a CPM or changes it by a percentage, rounded to the won", () => {
    expect(planAdChange(CAMPAIGN, ad({ cpm: 1_234 }), "cpmPercent", "10")).toMatchObject({
      operation: { op: "updateAd", body: { cpm: 1_357 } },
      before: { kind: "amount", value: 1_234 },
      after: { kind: "amount", value: 1_357 },
    });
    expect(planAdChange(CAMPAIGN, ad({ cpm: undefined }), "cpmSet", "1500")).toMatchObject({
      operation: { body: { cpm: 1_500 } },
      before: { kind: "amount", value: null },
    });
  });

  it("leaves out what cannot change: no CPM to take a percentage of, a value it already has", () => {
    expect(planAdChange(CAMPAIGN, ad({ cpm: undefined }), "cpmPercent", "10")).toEqual({ item: expect.anything(), skipped: "noCpm" });
    expect(planAdChange(CAMPAIGN, ad(), "pause", "")).not.toHaveProperty("skipped");
    expect(planAdChange(CAMPAIGN, ad({ status: "AD_STATUS_PAUSED" }), "pause", "")).toMatchObject({ skipped: "unchanged" });
    expect(planAdChange(CAMPAIGN, ad(), "cpmSet", "2000")).toMatchObject({ skipped: "unchanged" });
  });
});
