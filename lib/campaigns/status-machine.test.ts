import { describe, expect, it } from "vitest";
import { CAMPAIGN_STATUSES } from "./schemas";
import { campaignMachine, campaignMove } from "./status-machine";

describe("campaign status machine", () => {
  it("has exactly the moves of the contract", () => {
    const moves = CAMPAIGN_STATUSES.flatMap((from) =>
      CAMPAIGN_STATUSES.filter((to) => campaignMove(from, to)).map((to) => `${from.slice(16)}→${to.slice(16)}`),
    );
    expect(moves).toEqual(["PENDING→ACTIVE", "PENDING→REJECTED", "ACTIVE→PAUSED", "ACTIVE→ENDED", "PAUSED→ACTIVE", "PAUSED→ENDED"]);
  });

  it("gives reviewers the decision on new campaigns and members the rest", () => {
    expect(campaignMove("CAMPAIGN_STATUS_PENDING", "CAMPAIGN_STATUS_ACTIVE")).toMatchObject({
      action: "APPROVE",
      permission: "campaign:review",
    });
    expect(campaignMove("CAMPAIGN_STATUS_PAUSED", "CAMPAIGN_STATUS_ACTIVE")).toMatchObject({
      action: "RESUME",
      permission: "campaign:update",
    });
    expect(campaignMachine.allowed("CAMPAIGN_STATUS_ACTIVE", "member")).toEqual(["PAUSE", "END"]);
    expect(campaignMachine.allowed("CAMPAIGN_STATUS_ENDED")).toEqual([]);
    expect(campaignMachine.allowed("CAMPAIGN_STATUS_REJECTED")).toEqual([]);
  });
});
