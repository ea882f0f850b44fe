// The ledger is written only under the organization's row lock, and the type checker holds callers to it: the writes
// take the proof withOrganizationLock hands its work, never a bare transaction (`npm run typecheck` checks this
// file; the @ts-expect-error lines fail it if a bare transaction is ever accepted again).
import { describe, expect, it } from "vitest";
import type { Tx } from "@/lib/db/client";
import { appendLedgerEntries, appendLedgerEntry } from "./record-charge";

describe("ledger writes need the organization's lock", () => {
  it("a transaction alone does not type-check where the lock's proof is asked for", () => {
    const usage = { type: "CHARGE_TYPE_USAGE" as const, amount: 1, description: "" };
    const writes = (tx: Tx) => [
      // @ts-expect-error a transaction is no proof that it holds the organization's row lock
      () => appendLedgerEntries(tx, "organization", [usage], null),
      // @ts-expect-error the same for one row
      () => appendLedgerEntry(tx, "organization", usage, "user"),
      // @ts-expect-error nor does an object shaped like the proof
      () => appendLedgerEntries({ tx, organizationIds: new Set(["organization"]) }, "organization", [usage], null),
    ];
    expect(writes).toBeTypeOf("function");
  });
});
