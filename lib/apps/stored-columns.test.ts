import { describe, expect, it } from "vitest";
import { APPROVAL_STATUSES } from "./approval-machine";
import { storedApprovalStatus } from "./stored-columns";

describe("storedApprovalStatus", () => {
  it("passes each known value", () => {
    for (const value of APPROVAL_STATUSES) expect(storedApprovalStatus(value)).toBe(value);
  });

  it("throws on an unknown value, naming the column", () => {
    expect(() => storedApprovalStatus("APPROVED")).toThrow('PlatformReview.status holds "APPROVED"');
  });
});
