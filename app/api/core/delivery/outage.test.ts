import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignWithAds, spendFacts } from "@/lib/test/delivery";
import { createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { utcDayOf } from "@/lib/utc-day";
import { POST } from "./route";

// While PostgreSQL shuts down a query may answer nothing at all: the serving sync after spend read such an answer
// as rows and failed with a TypeError (500). It is an outage: 503 with Retry-After, and nothing applied.

const outage = vi.hoisted(() => ({ on: false }));

vi.mock("@/lib/db/client", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/db/client")>();
  const prisma = new Proxy(real.prisma, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (property !== "servingBudget" || !outage.on) return value;
      // the budget rows the sync after spend reads answer undefined, as a closing connection answered them
      return new Proxy(value as object, {
        get: (delegate, name) => (name === "findMany" ? () => Promise.resolve(undefined) : Reflect.get(delegate, name, delegate)),
      });
    },
  });
  return { ...real, prisma };
});

describe("POST /api/core/delivery while the database shuts down", () => {
  it("a query answering nothing in the serving sync after spend → 503 SERVICE_UNAVAILABLE with Retry-After, nothing charged", async () => {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    await seedLedger(organizationId, [{ type: "CHARGE_TYPE_PAID", amount: 1_000_000, createdAt: new Date(Date.now() - 60_000) }]);
    const { ads } = await createCampaignWithAds(organizationId);
    const { apiKey } = await createReviewer();
    const body = { rows: [{ adId: ads[0].id, date: utcDayOf(Date.now()), impressions: 100, clicks: 1, installs: 0, spend: 4_000 }] };
    const before = await spendFacts(organizationId);

    outage.on = true;
    let res;
    try {
      res = await callRoute(POST, "POST", "/api/core/delivery", { apiKey, body });
    } finally {
      outage.on = false;
    }
    expect(res.status, JSON.stringify(res.json)).toBe(503);
    expect(res.json).toMatchObject({ reason: "SERVICE_UNAVAILABLE" });
    expect(res.headers.get("Retry-After")).toBe("2");
    expect(await spendFacts(organizationId)).toEqual(before);

    // sent again once the database answers: it applies once
    const again = await callRoute(POST, "POST", "/api/core/delivery", { apiKey, body });
    expect(again.json).toMatchObject({ changed: 1, spendCharged: 4_000 });
  });
});
