import { describe, expect, it } from "vitest";
import { CAMPAIGN_STATUS_BUTTONS } from "./status-buttons";
import { campaignMachine } from "./status-machine";
import { CAMPAIGN_STATUSES } from "./statuses";

describe("the console's campaign status buttons", () => {
  it("are the machine's moves: each is allowed from exactly the statuses the machine allows it from, to its status", () => {
    expect(CAMPAIGN_STATUS_BUTTONS.map((button) => button.action)).toEqual(campaignMachine.actions);
    for (const button of CAMPAIGN_STATUS_BUTTONS) {
      for (const status of CAMPAIGN_STATUSES) {
        expect(button.allowedFrom.includes(status)).toBe(campaignMachine.next(status, button.action) === button.to);
      }
      expect(button.reviewer).toBe(campaignMachine.actorOf(button.action) === "reviewer");
    }
  });

  it("name their texts and their actors as the page expects", () => {
    expect(CAMPAIGN_STATUS_BUTTONS.map(({ key, reviewer, to }) => ({ key, reviewer, to }))).toEqual([
      { key: "approve", reviewer: true, to: "CAMPAIGN_STATUS_ACTIVE" },
      { key: "reject", reviewer: true, to: "CAMPAIGN_STATUS_REJECTED" },
      { key: "pause", reviewer: false, to: "CAMPAIGN_STATUS_PAUSED" },
      { key: "resume", reviewer: false, to: "CAMPAIGN_STATUS_ACTIVE" },
      { key: "end", reviewer: false, to: "CAMPAIGN_STATUS_ENDED" },
    ]);
  });
});
