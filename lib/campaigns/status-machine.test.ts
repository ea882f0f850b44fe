import { describe, expect, it } from "vitest";
import { CAMPAIGN_STATUSES } from "./schemas";
import { allowedCampaignActions, campaignMoves, type CampaignState } from "./status-machine";

const S = (name: string) => `CAMPAIGN_STATUS_${name}` as CampaignState["status"];
const state = (name: string, pauseRequested = false): CampaignState => ({ status: S(name), pauseRequested });

describe("campaign status machine", () => {
  it("has exactly the moves of the contract", () => {
    const moves = [false, true].flatMap((pauseRequested) =>
      CAMPAIGN_STATUSES.flatMap((from) =>
        CAMPAIGN_STATUSES.flatMap((asks) =>
          campaignMoves({ status: from, pauseRequested }, asks).map(
            (move) => `${from.slice(16)}${pauseRequested ? "+pause" : ""}→${asks.slice(16)}:${move.action}`,
          ),
        ),
      ),
    );
    expect(moves).toEqual([
      "DRAFT→PENDING:SUBMIT",
      "PENDING→ACTIVE:APPROVE",
      "PENDING→REJECTED:REJECT",
      "PENDING→PAUSED:PAUSE_PENDING",
      "ACTIVE→PAUSED:PAUSE",
      "ACTIVE→ENDED:END",
      "REJECTED→PENDING:RESUBMIT",
      "PAUSED→ACTIVE:RESUME",
      "PAUSED→ENDED:END",
      "DRAFT+pause→PENDING:SUBMIT",
      "PENDING+pause→ACTIVE:APPROVE",
      "PENDING+pause→ACTIVE:RESUME_PENDING",
      "PENDING+pause→REJECTED:REJECT",
      "ACTIVE+pause→PAUSED:PAUSE",
      "ACTIVE+pause→ENDED:END",
      "REJECTED+pause→PENDING:RESUBMIT",
      "PAUSED+pause→ACTIVE:RESUME",
      "PAUSED+pause→ENDED:END",
    ]);
  });

  it("gives reviewers the decision on new campaigns and members the rest", () => {
    expect(campaignMoves(state("PENDING"), S("ACTIVE"))).toMatchObject([{ action: "APPROVE", permission: "campaign:review" }]);
    expect(campaignMoves(state("PAUSED"), S("ACTIVE"))).toMatchObject([{ action: "RESUME", permission: "campaign:update" }]);
    expect(campaignMoves(state("REJECTED"), S("PENDING"))).toMatchObject([{ action: "RESUBMIT", permission: "campaign:update" }]);
    expect(allowedCampaignActions(state("ACTIVE"), "member")).toEqual(["PAUSE", "END"]);
    expect(allowedCampaignActions(state("PENDING"), "member")).toEqual(["PAUSE_PENDING"]);
    expect(allowedCampaignActions(state("PENDING", true), "member")).toEqual(["RESUME_PENDING"]);
    expect(allowedCampaignActions(state("ENDED"))).toEqual([]);
    expect(allowedCampaignActions(state("REJECTED"))).toEqual(["RESUBMIT"]);
    // a draft is its advertiser's alone: submitting it is the one move, and reviewers have none
    expect(allowedCampaignActions(state("DRAFT"))).toEqual(["SUBMIT"]);
    expect(allowedCampaignActions(state("DRAFT"), "reviewer")).toEqual([]);
    expect(campaignMoves(state("DRAFT"), S("PENDING"))).toMatchObject([{ action: "SUBMIT", permission: "campaign:update" }]);
  });

  it("keeps the advertiser's pause through review: approval leaves it PAUSED and clears the request", () => {
    expect(campaignMoves(state("PENDING", true), S("ACTIVE"))[0].result).toEqual(state("PAUSED"));
    expect(campaignMoves(state("PENDING"), S("ACTIVE"))[0].result).toEqual(state("ACTIVE"));
    expect(campaignMoves(state("PENDING"), S("PAUSED"))[0].result).toEqual(state("PENDING", true));
    expect(campaignMoves(state("PENDING", true), S("ACTIVE"))[1].result).toEqual(state("PENDING"));
    expect(campaignMoves(state("PENDING", true), S("REJECTED"))[0].result).toEqual(state("REJECTED", true));
    expect(campaignMoves(state("REJECTED", true), S("PENDING"))[0].result).toEqual(state("PENDING", true));
  });

  it("refuses pausing twice and every move from ENDED", () => {
    expect(campaignMoves(state("PENDING", true), S("PAUSED"))).toEqual([]);
    for (const asks of CAMPAIGN_STATUSES) expect(campaignMoves(state("ENDED"), asks)).toEqual([]);
  });
});
