import { describe, expect, it } from "vitest";
import { approvalMachine, APPROVAL_ACTIONS, APPROVAL_STATUSES } from "./approval-machine";

// Every action from every status: the four allowed moves, null for the other twelve.
const ALLOWED: Record<string, string> = {
  "APPROVAL_STATUS_CREATED APPROVAL_ACTION_REQUEST_APPROVAL": "APPROVAL_STATUS_PENDING",
  "APPROVAL_STATUS_REJECTED APPROVAL_ACTION_REQUEST_APPROVAL": "APPROVAL_STATUS_PENDING",
  "APPROVAL_STATUS_PENDING APPROVAL_ACTION_APPROVE": "APPROVAL_STATUS_APPROVED",
  "APPROVAL_STATUS_PENDING APPROVAL_ACTION_REJECT": "APPROVAL_STATUS_REJECTED",
  "APPROVAL_STATUS_PENDING APPROVAL_ACTION_CANCEL": "APPROVAL_STATUS_CREATED",
};

const cases = APPROVAL_STATUSES.flatMap((from) =>
  APPROVAL_ACTIONS.map((action) => [from, action, ALLOWED[`${from} ${action}`] ?? null] as const),
);

describe("nextApprovalStatus", () => {
  it("covers 16 cases", () => expect(cases).toHaveLength(16));

  it.each(cases)("%s + %s → %s", (from, action, to) => {
    expect(approvalMachine.next(from, action)).toBe(to);
  });

  it("offers from each status only the actions that move it", () => {
    expect(approvalMachine.allowed("APPROVAL_STATUS_CREATED")).toEqual(["APPROVAL_ACTION_REQUEST_APPROVAL"]);
    expect(approvalMachine.allowed("APPROVAL_STATUS_PENDING")).toEqual([
      "APPROVAL_ACTION_CANCEL",
      "APPROVAL_ACTION_APPROVE",
      "APPROVAL_ACTION_REJECT",
    ]);
    expect(approvalMachine.allowed("APPROVAL_STATUS_APPROVED")).toEqual([]);
    expect(approvalMachine.allowed("APPROVAL_STATUS_REJECTED")).toEqual(["APPROVAL_ACTION_REQUEST_APPROVAL"]);
  });
});
