import { describe, expect, it } from "vitest";
import { GOAL_STATES } from "./campaign-constants";
import { AD_REVIEW_STATUSES, AD_STATUSES } from "./schemas";
import { CAMPAIGN_STATUSES } from "./statuses";
import { readAdRow, readCampaignRow, storedAdReviewStatus, storedAdStatus, storedCampaignStatus, storedGoalState } from "./stored-columns";

const readers = [
  { column: "Campaign.status", read: storedCampaignStatus, values: CAMPAIGN_STATUSES },
  { column: "Ad.status", read: storedAdStatus, values: AD_STATUSES },
  { column: "Ad.reviewStatus", read: storedAdReviewStatus, values: AD_REVIEW_STATUSES },
  { column: "CampaignGoalCheck.state", read: storedGoalState, values: GOAL_STATES },
];

describe.each(readers)("$column", ({ column, read, values }) => {
  it("passes each known value", () => {
    for (const value of values) expect(read(value)).toBe(value);
  });

  it("throws on an unknown value, naming the column", () => {
    expect(() => read("DELETED")).toThrow(`${column} holds "DELETED"`);
  });
});

describe("readCampaignRow", () => {
  const ad = { id: "a1", status: "AD_STATUS_ACTIVE", reviewStatus: "APPROVED" };
  const row = { id: "c1", status: "CAMPAIGN_STATUS_ACTIVE", ads: [ad], goalCheck: { state: "GOAL_STATE_ON_TARGET" } };

  it("narrows the campaign's, its ads' and its goal check's statuses, keeping the other columns", () => {
    expect(readCampaignRow(row)).toEqual(row);
    expect(readCampaignRow({ ...row, goalCheck: null }).goalCheck).toBeNull();
  });

  it("names the column of the first unknown value", () => {
    expect(() => readCampaignRow({ ...row, ads: [{ ...ad, reviewStatus: "WAITING" }] })).toThrow('Ad.reviewStatus holds "WAITING"');
    expect(() => readCampaignRow({ ...row, goalCheck: { state: "GOAL_STATE_MET" } })).toThrow(
      'CampaignGoalCheck.state holds "GOAL_STATE_MET"',
    );
    expect(() => readAdRow({ ...ad, status: "AD_STATUS_DELETED" })).toThrow('Ad.status holds "AD_STATUS_DELETED"');
  });
});
