import { describe, expect, it } from "vitest";
import { defineStateMachine } from "./state-machine";

// The campaign workflow, as the campaigns domain will declare it: a reviewer approves or rejects a PENDING
// campaign; members pause, resume and end it.
const STATUSES = ["PENDING", "ACTIVE", "PAUSED", "REJECTED", "ENDED"] as const;
type Status = (typeof STATUSES)[number];
const campaigns = defineStateMachine<Status, "APPROVE" | "REJECT" | "PAUSE" | "RESUME" | "END", "reviewer" | "member">(STATUSES, [
  { action: "APPROVE", from: ["PENDING"], to: "ACTIVE", by: "reviewer" },
  { action: "REJECT", from: ["PENDING"], to: "REJECTED", by: "reviewer" },
  { action: "PAUSE", from: ["ACTIVE"], to: "PAUSED", by: "member" },
  { action: "RESUME", from: ["PAUSED"], to: "ACTIVE", by: "member" },
  { action: "END", from: ["ACTIVE", "PAUSED"], to: "ENDED", by: "member" },
]);

const MOVES: Record<string, Status> = {
  "PENDING APPROVE": "ACTIVE",
  "PENDING REJECT": "REJECTED",
  "ACTIVE PAUSE": "PAUSED",
  "PAUSED RESUME": "ACTIVE",
  "ACTIVE END": "ENDED",
  "PAUSED END": "ENDED",
};

describe("defineStateMachine", () => {
  it.each(STATUSES.flatMap((from) => campaigns.actions.map((action) => [from, action, MOVES[`${from} ${action}`] ?? null] as const)))(
    "%s + %s → %s",
    (from, action, to) => expect(campaigns.next(from, action)).toBe(to),
  );

  it("finds the transition by its target status, for APIs that set a status", () => {
    expect(campaigns.moveTo("PAUSED", "ACTIVE")).toMatchObject({ action: "RESUME", by: "member" });
    expect(campaigns.moveTo("PENDING", "ACTIVE")).toMatchObject({ action: "APPROVE", by: "reviewer" });
    expect(campaigns.moveTo("ENDED", "ACTIVE")).toBeNull();
    expect(campaigns.moveTo("PENDING", "PAUSED")).toBeNull();
  });

  it("lists the allowed actions, optionally only one actor's, and who takes each", () => {
    expect(campaigns.allowed("ACTIVE")).toEqual(["PAUSE", "END"]);
    expect(campaigns.allowed("PENDING", "member")).toEqual([]);
    expect(campaigns.allowed("PENDING", "reviewer")).toEqual(["APPROVE", "REJECT"]);
    expect(campaigns.actorOf("END")).toBe("member");
  });

  it("refuses an action that is not in the table", () => {
    expect(() => campaigns.actorOf("PUBLISH" as "END")).toThrow(/PUBLISH is not in the table/);
  });

  it("accepts a table that names each action once", () => {
    const machine = defineStateMachine(
      ["A", "B"],
      [
        { action: "GO", from: ["A"], to: "B", by: "x" },
        { action: "BACK", from: ["B"], to: "A", by: "x" },
      ],
    );
    expect(machine.next("A", "GO")).toBe("B");
    expect(machine.actions).toEqual(["GO", "BACK"]);
  });

  it("refuses a table that names an action twice", () => {
    expect(() =>
      defineStateMachine(
        ["A", "B"],
        [
          { action: "GO", from: ["A"], to: "B", by: "x" },
          { action: "GO", from: ["B"], to: "A", by: "x" },
        ],
      ),
    ).toThrow(/twice/);
  });
});
