import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { DeferredServingSync } from "./deferred-sync";
import type { ServingScope } from "./sync-serving";

// Which later writes of a batch must have the pending sync run first (overlaps), and what a flush leaves.

function pending(scope: ServingScope) {
  const sync = new DeferredServingSync();
  sync.add(scope);
  return sync;
}

describe("DeferredServingSync.overlaps", () => {
  it("nothing pending meets nothing, whatever the write's scope", () => {
    const sync = new DeferredServingSync();
    expect(sync.overlaps({ campaignIds: ["c1"] })).toBe(false);
    expect(sync.overlaps({ organizationIds: ["o1"] })).toBe(false);
    expect(sync.overlaps({ promotedAppIds: ["a1"] })).toBe(false);
    sync.add({});
    expect(sync.overlaps({ organizationIds: ["o1"] })).toBe(false);
  });

  it("campaigns named by id meet only the same campaign", () => {
    const sync = pending({ campaignIds: ["c1", "c2"] });
    expect(sync.overlaps({ campaignIds: ["c3", "c2"] })).toBe(true);
    expect(sync.overlaps({ campaignIds: ["c3"] })).toBe(false);
    expect(sync.overlaps({ campaignIds: [] })).toBe(false);
    expect(sync.overlaps({})).toBe(false);
  });

  it("an organization's or an app's campaigns, pending or written, meet any write", () => {
    for (const scope of [{ organizationIds: ["o1"] }, { promotedAppIds: ["a1"] }]) {
      const sync = pending(scope);
      expect(sync.overlaps({ campaignIds: ["c9"] }), JSON.stringify(scope)).toBe(true);
      expect(sync.overlaps({}), JSON.stringify(scope)).toBe(true);
    }
    const named = pending({ campaignIds: ["c1"] });
    expect(named.overlaps({ organizationIds: ["o2"] })).toBe(true);
    expect(named.overlaps({ promotedAppIds: ["a2"] })).toBe(true);
    expect(named.overlaps({ organizationIds: [], promotedAppIds: [], campaignIds: ["c2"] })).toBe(false);
  });

  it("a flush runs the pending sync once and forgets it; an empty one does nothing", async () => {
    const sync = pending({ campaignIds: ["no-such-campaign"], organizationIds: ["no-such-organization"], promotedAppIds: ["no-such-app"] });
    expect(await transaction((tx) => sync.flush(tx))).toBe(0);
    for (const scope of [{ campaignIds: ["no-such-campaign"] }, { organizationIds: ["o"] }, { promotedAppIds: ["a"] }]) {
      expect(sync.overlaps(scope)).toBe(false);
    }
    // nothing pending: no transaction is needed at all
    expect(await sync.flush(undefined as never)).toBe(0);
    expect(await prisma.servingChange.count({ where: { campaignId: "no-such-campaign" } })).toBe(0);
  });
});
