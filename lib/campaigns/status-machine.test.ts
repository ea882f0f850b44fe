import { describe, expect, it } from "vitest";
import { CAMPAIGN_STATUSES } from "./schemas";
import { campaignMove, movesFrom } from "./status-machine";

describe("campaign status machine", () => {
  it("has exactly the moves of the contract", () => {
    const moves = CAMPAIGN_STATUSES.flatMap((from) => CAMPAIGN_STATUSES.filter((to) => campaignMove(from, to)).map((to) => `${from.slice(16)}→${to.slice(16)}`));
    expect(moves).toEqual(["PENDING→ACTIVE", "PENDING→REJECTED", "ACTIVE→PAUSED", "ACTIVE→ENDED", "PAUSED→ACTIVE", "PAUSED→ENDED"]);
  });

  it("gives reviewers the decision on new campaigns and members the rest", () => {
    expect(movesFrom("CAMPAIGN_STATUS_PENDING").map((m) => m.permission)).toEqual(["campaign:review", "campaign:review"]);
    expect(movesFrom("CAMPAIGN_STATUS_ACTIVE").every((m) => m.permission === "campaign:update")).toBe(true);
    expect(movesFrom("CAMPAIGN_STATUS_ENDED")).toEqual([]);
    expect(movesFrom("CAMPAIGN_STATUS_REJECTED")).toEqual([]);
  });
});
