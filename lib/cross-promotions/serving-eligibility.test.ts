import { describe, expect, it } from "vitest";
import { servingEligibility, servingWithEligibility } from "./serving-eligibility";

const [own, child, grandChild, foreign, app] = ["a", "b", "c", "f", "app"].map((c) => c.repeat(24));
const ownTree = new Set([own, child, grandChild]);
const approved = { ownTree, approvedAppIds: new Set([app]) };
const unapproved = { ownTree, approvedAppIds: new Set<string>() };
const MISMATCH = "HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_APP_OWNERSHIP_MISMATCH";
const NOT_APPROVED = "HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_PROMOTED_APP_NOT_APPROVED";
const S = "HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_";

describe("servingEligibility", () => {
  it.each([
    ["own organization", [own], approved, `${S}ELIGIBLE`, []],
    ["child and grand-child", [child, grandChild], approved, `${S}ELIGIBLE`, []],
    ["foreign only", [foreign], approved, `${S}INELIGIBLE`, [[MISMATCH, foreign]]],
    ["mixed", [own, foreign], approved, `${S}PARTIALLY_ELIGIBLE`, [[MISMATCH, foreign]]],
    [
      "unapproved app: every target",
      [own, child],
      unapproved,
      `${S}INELIGIBLE`,
      [
        [NOT_APPROVED, own],
        [NOT_APPROVED, child],
      ],
    ],
    [
      "unapproved app and a foreign target",
      [own, foreign],
      unapproved,
      `${S}INELIGIBLE`,
      [
        [NOT_APPROVED, own],
        [MISMATCH, foreign],
        [NOT_APPROVED, foreign],
      ],
    ],
  ] as const)("%s", (_, targets, facts, status, issues) => {
    const result = servingEligibility(targets, app, facts);
    expect(result.status).toBe(status);
    expect(result.issues.map((i) => [i.reason, i.inventoryTarget.organizationId])).toEqual(issues);
  });
});

describe("servingWithEligibility", () => {
  const serving = { status: "SERVING" as const, reasons: [] };
  it("leaves serving alone when every target is the organization's own", () => {
    expect(servingWithEligibility(serving, servingEligibility([own], app, approved), 1)).toBe(serving);
  });
  it("limits delivery when some targets are foreign, and stops it when all are", () => {
    expect(servingWithEligibility(serving, servingEligibility([own, foreign], app, approved), 2).status).toBe("LIMITED");
    const none = servingWithEligibility(serving, servingEligibility([foreign], app, approved), 1);
    expect(none.status).toBe("NOT_SERVING");
    expect(none.reasons.map((r) => r.reason)).toEqual(["INVENTORY_NOT_ELIGIBLE"]);
  });
});
