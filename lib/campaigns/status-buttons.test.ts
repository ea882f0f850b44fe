import { describe, expect, it } from "vitest";
import { CAMPAIGN_STATUS_BUTTONS } from "./status-buttons";
import { CAMPAIGN_MACHINE_STATES, CAMPAIGN_TRANSITIONS, allowedCampaignActions } from "./status-machine";

describe("the console's campaign status buttons", () => {
  it("are the machine's moves: each is allowed from exactly the states the machine allows it from", () => {
    expect(CAMPAIGN_STATUS_BUTTONS.map((button) => button.action)).toEqual(CAMPAIGN_TRANSITIONS.map((t) => t.action));
    for (const button of CAMPAIGN_STATUS_BUTTONS) {
      const transition = CAMPAIGN_TRANSITIONS.find((t) => t.action === button.action)!;
      expect(button.to).toBe(transition.asks);
      expect(button.reviewer).toBe(transition.by === "reviewer");
      for (const state of CAMPAIGN_MACHINE_STATES) {
        expect(button.allowedFrom(state)).toBe(allowedCampaignActions(state).includes(button.action));
      }
    }
  });

  it("name their texts and their actors as the page expects", () => {
    expect(CAMPAIGN_STATUS_BUTTONS.map(({ key, reviewer, to }) => ({ key, reviewer, to }))).toEqual([
      { key: "submit", reviewer: false, to: "CAMPAIGN_STATUS_PENDING" },
      { key: "approve", reviewer: true, to: "CAMPAIGN_STATUS_ACTIVE" },
      { key: "reject", reviewer: true, to: "CAMPAIGN_STATUS_REJECTED" },
      { key: "pause", reviewer: false, to: "CAMPAIGN_STATUS_PAUSED" },
      { key: "pausePending", reviewer: false, to: "CAMPAIGN_STATUS_PAUSED" },
      { key: "resume", reviewer: false, to: "CAMPAIGN_STATUS_ACTIVE" },
      { key: "resumePending", reviewer: false, to: "CAMPAIGN_STATUS_ACTIVE" },
      { key: "end", reviewer: false, to: "CAMPAIGN_STATUS_ENDED" },
      { key: "resubmit", reviewer: false, to: "CAMPAIGN_STATUS_PENDING" },
    ]);
  });
});
