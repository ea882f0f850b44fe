import { describe, expect, it } from "vitest";
import { EVENT_TYPE_NAMES } from "@/lib/events/event-types";
import { describeEventTypes, EVENT_TYPES_BY_GROUP } from "./describe-event-types";

describe("describeEventTypes", () => {
  it.each([
    ["every type (an empty list)", [], []],
    ["one type", ["ad.rejected"], [{ type: "ad.rejected" }]],
    [
      "a whole group as one part, others one by one in the catalogue's order",
      [
        "member.joined",
        "balance.low",
        "balance.empty",
        "campaign.budget_exhausted",
        "campaign.goal_missed",
        "top_up.requested",
        "top_up.confirmed",
        "receipt.ready",
        "tax_invoice.issued",
        "tax_invoice.rejected",
        "refund.requested",
        "refund.approved",
        "refund.rejected",
      ],
      [{ group: "money" }, { group: "members" }],
    ],
    ["part of a group", ["top_up.confirmed", "campaign.approved"], [{ type: "campaign.approved" }, { type: "top_up.confirmed" }]],
    ["a type this console does not know, last", ["future.thing", "asset.ready"], [{ type: "asset.ready" }, { type: "future.thing" }]],
  ])("%s", (_, types, parts) => {
    expect(describeEventTypes(types)).toEqual(parts);
  });

  it("names every type in exactly one group", () => {
    const grouped = EVENT_TYPES_BY_GROUP.flatMap((entry) => entry.types);
    expect([...grouped].sort()).toEqual([...EVENT_TYPE_NAMES].sort());
    expect(EVENT_TYPES_BY_GROUP.every((entry) => entry.types.length > 0)).toBe(true);
  });
});
