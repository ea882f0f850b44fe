import { describe, expect, it } from "vitest";
import { runWithContext, type RequestContext } from "@/lib/db/request-context";
import { auditChanges, noteAuditChanges, REDACTED } from "./changes";

describe("auditChanges", () => {
  it("keeps only the fields whose value moved, as JSON: amounts as numbers, instants as ISO strings", () => {
    const before = { name: "A", budget: 500_000n, endAt: new Date("2027-01-01T00:00:00Z"), tags: ["x"], paused: false };
    const after = { name: "A", budget: 700_000n, endAt: null, tags: ["x", "y"], paused: false };
    expect(auditChanges(before, after, ["name", "budget", "endAt", "tags", "paused"])).toEqual({
      budget: { from: 500_000, to: 700_000 },
      endAt: { from: "2027-01-01T00:00:00.000Z", to: null },
      tags: { from: ["x"], to: ["x", "y"] },
    });
  });

  it("looks at the listed fields only, and a new row's fields come from null", () => {
    expect(auditChanges(null, { name: "New", secretNote: "s" }, ["name"])).toEqual({ name: { from: null, to: "New" } });
  });

  it("redacts secrets, keys, tokens and passwords by name, and every field when asked (a bank account)", () => {
    const before = { signingSecret: "s1", apiKey: "k1", token: "t1", passwordHash: "h1", name: "n1" };
    const after = { signingSecret: "s2", apiKey: "k2", token: "t2", passwordHash: "h2", name: "n2" };
    const fields = ["signingSecret", "apiKey", "token", "passwordHash", "name"] as const;
    const changes = auditChanges(before, after, fields);
    expect(changes).toEqual({
      signingSecret: { from: REDACTED, to: REDACTED },
      apiKey: { from: REDACTED, to: REDACTED },
      token: { from: REDACTED, to: REDACTED },
      passwordHash: { from: REDACTED, to: REDACTED },
      name: { from: "n1", to: "n2" },
    });
    expect(auditChanges({ bank: "KB" }, { bank: "Shinhan" }, ["bank"], { redact: "all" })).toEqual({
      bank: { from: REDACTED, to: REDACTED },
    });
    // set where there was none: the entry says so, not what
    expect(auditChanges({ webhookSecret: null }, { webhookSecret: "w" }, ["webhookSecret"])).toEqual({
      webhookSecret: { from: null, to: REDACTED },
    });
  });

  it("noteAuditChanges adds to the request's audit entry, and does nothing outside a request", () => {
    noteAuditChanges({ name: { from: "a", to: "b" } });
    const context: RequestContext = {
      requestId: "r",
      ip: null,
      audit: { action: "campaign:update", organizationId: "o", targetId: "t", fields: [] },
    };
    runWithContext(context, () => {
      noteAuditChanges({ name: { from: "a", to: "b" } });
      noteAuditChanges({ budget: { from: 1, to: 2 } });
      noteAuditChanges({});
    });
    expect(context.audit!.changes).toEqual({ name: { from: "a", to: "b" }, budget: { from: 1, to: 2 } });
  });
});

describe("auditChanges on a new row", () => {
  it("leaves out what it left empty or off, and an empty list is no change from none", () => {
    expect(
      auditChanges(null, { name: "New", tags: [], paused: false, endAt: null, budget: 0 }, ["name", "tags", "paused", "endAt", "budget"]),
    ).toEqual({
      name: { from: null, to: "New" },
      budget: { from: null, to: 0 },
    });
    expect(auditChanges({ tags: null }, { tags: [] }, ["tags"])).toEqual({});
  });
});
