import { describe, expect, it } from "vitest";
import { reasonsBeyondStatus } from "./reasons-beyond-status";

const reason = (name: string) => ({ reason: name as never, message: name });
const campaign = (status: string, reasons: string[]) => ({
  status: `CAMPAIGN_STATUS_${status}` as never,
  serving: { status: "NOT_SERVING" as const, reasons: reasons.map(reason) },
});

describe("the serving reasons a campaign list shows beside its status", () => {
  it("leaves out the one the status already says", () => {
    expect(reasonsBeyondStatus(campaign("REJECTED", ["REJECTED"]))).toEqual([]);
    expect(reasonsBeyondStatus(campaign("DRAFT", ["DRAFT"]))).toEqual([]);
    expect(reasonsBeyondStatus(campaign("PENDING", ["PENDING_REVIEW", "INSUFFICIENT_BALANCE"])).map((r) => r.reason)).toEqual([
      "INSUFFICIENT_BALANCE",
    ]);
  });

  it("keeps a reason that differs from the status: a campaign paused while in review says both", () => {
    expect(reasonsBeyondStatus(campaign("PENDING", ["PENDING_REVIEW", "PAUSED"])).map((r) => r.reason)).toEqual(["PAUSED"]);
    expect(reasonsBeyondStatus(campaign("ACTIVE", ["BUDGET_EXHAUSTED"])).map((r) => r.reason)).toEqual(["BUDGET_EXHAUSTED"]);
  });
});
