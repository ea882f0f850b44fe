import { afterEach, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { POST as reportDelivery } from "@/app/api/core/delivery/route";
import { POST as charge } from "@/app/api/core/organization/[organizationId]/balance/charge/route";
import { recordCharge } from "./record-charge";

// balance.low and balance.empty are written once per crossing: on the change that brings the balance to a new
// alert level, never again while it stays there, and again after it recovered and crossed once more.

afterEach(() => {
  vi.unstubAllEnvs();
});

const DAY = utcDayOf(Date.now());
const alerts = (organizationId: string) =>
  prisma.event.findMany({
    where: { organizationId, type: { in: ["balance.low", "balance.empty"] } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });

/** An organization with `balance` won and one running campaign of a large budget, and a reviewer to report for it. */
async function setup(balance: number) {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  await seedLedger(organizationId, [{ type: "CHARGE_TYPE_PAID", amount: balance, createdAt: new Date(Date.now() - 60_000) }]);
  const { ads } = await createCampaignWithAds(organizationId, { budget: 100_000_000 });
  const reviewer = await createReviewer();
  const report = (spend: number, date = DAY) =>
    callRoute(reportDelivery, "POST", "/api/core/delivery", {
      apiKey: reviewer.apiKey,
      body: { rows: [{ adId: ads[0].id, date, impressions: spend, clicks: 0, installs: 0, spend }] },
    });
  return { organizationId, report, reviewer };
}

describe("balance.low", () => {
  it("once when the runway falls under 3 days; a second charge under the threshold writes no other", async () => {
    // 100,000 won; spending 7,000 leaves 93,000 at 1,000 a day: 93 days, not low.
    const { organizationId, report } = await setup(100_000);
    expect((await report(7_000)).status).toBe(200);
    expect(await alerts(organizationId)).toEqual([]);
    // 70,000 spent in 7 days (10,000 a day) leaves 30,000: 3 days, not yet under.
    expect((await report(70_000)).status).toBe(200);
    expect(await alerts(organizationId)).toEqual([]);
    // 77,000 (11,000 a day) leaves 23,000: 2.09 days.
    const before = Date.now();
    expect((await report(77_000)).status).toBe(200);
    const [low] = await alerts(organizationId);
    expect(low).toMatchObject({
      type: "balance.low",
      objectId: organizationId,
      data: { organizationId, balance: 23_000, cur: "CURRENCY_KRW", runwayDays: 2.09 },
    });
    const stopsAt = Date.parse((low.data as { servingStopsAt: string }).servingStopsAt);
    const runway = (23_000 / 11_000) * 86_400_000;
    expect(stopsAt).toBeGreaterThanOrEqual(before + runway - 1);
    expect(stopsAt).toBeLessThanOrEqual(Date.now() + runway + 1);
    // Lower still: the level is LOW already, nothing more.
    expect((await report(80_000)).status).toBe(200);
    expect(await alerts(organizationId)).toHaveLength(1);
    expect((await prisma.organization.findUniqueOrThrow({ where: { id: organizationId } })).balanceAlert).toBe("LOW");
  });

  it("recovers with a top-up (no event), and a second crossing writes a second balance.low", async () => {
    const { organizationId, report } = await setup(100_000);
    await report(77_000);
    expect((await alerts(organizationId)).map((e) => e.type)).toEqual(["balance.low"]);
    const reviewer = await createReviewer();
    const pay = (amount: number) =>
      callRoute(charge, "POST", `/api/core/organization/${organizationId}/balance/charge`, {
        params: { organizationId },
        apiKey: reviewer.apiKey,
        body: { type: "CHARGE_TYPE_PAID", amount },
      });
    expect((await pay(500_000)).status).toBe(200);
    expect((await prisma.organization.findUniqueOrThrow({ where: { id: organizationId } })).balanceAlert).toBeNull();
    expect(await alerts(organizationId)).toHaveLength(1);
    // 523,000 left at 11,000 a day: spend 500,000 more today (577,000 in 7 days: 82,428 a day) leaves 23,000.
    expect((await report(577_000)).status).toBe(200);
    expect((await alerts(organizationId)).map((e) => e.type)).toEqual(["balance.low", "balance.low"]);
  });

  it("the threshold is BALANCE_LOW_DAYS: at 5 days, 40,000 won at 10,000 a day is low", async () => {
    vi.stubEnv("BALANCE_LOW_DAYS", "5");
    const { organizationId, report } = await setup(110_000);
    expect((await report(70_000)).status).toBe(200);
    expect((await alerts(organizationId)).map((e) => [e.type, (e.data as { runwayDays: number }).runwayDays])).toEqual([
      ["balance.low", 4],
    ]);
  });

  it("spend older than 7 days does not count toward the pace", async () => {
    const { organizationId, report } = await setup(100_000);
    // 77,000 spent 8 days ago, none since: nothing spent in the last 7 days, no runway, no alert.
    expect((await report(77_000, addUtcDays(DAY, -8))).status).toBe(200);
    expect(await alerts(organizationId)).toEqual([]);
  });
});

describe("balance.empty", () => {
  it("once when nothing is left; an empty balance spent against again writes no other; LOW then EMPTY are two crossings", async () => {
    const { organizationId, report } = await setup(100_000);
    expect((await report(90_000)).status).toBe(200);
    expect((await report(150_000)).status).toBe(200);
    expect((await report(160_000)).status).toBe(200);
    const events = await alerts(organizationId);
    expect(events.map((e) => e.type)).toEqual(["balance.low", "balance.empty"]);
    expect(events[1]).toMatchObject({ objectId: organizationId, data: { organizationId, balance: 0, cur: "CURRENCY_KRW" } });
  });

  it("a manual refund that empties the balance writes balance.empty in the charge's transaction; a refused one (409) writes nothing", async () => {
    const { organizationId, reviewer } = await setup(50_000);
    const refund = (amount: number) =>
      callRoute(charge, "POST", `/api/core/organization/${organizationId}/balance/charge`, {
        params: { organizationId },
        apiKey: reviewer.apiKey,
        body: { type: "CHARGE_TYPE_REFUND", amount },
      });
    expect((await refund(60_000)).json).toMatchObject({ statusCode: 409, reason: "INSUFFICIENT_BALANCE" });
    expect(await alerts(organizationId)).toEqual([]);
    expect((await refund(50_000)).status).toBe(200);
    expect((await alerts(organizationId)).map((e) => e.type)).toEqual(["balance.empty"]);
  });

  it("a change that fails after the balance moved leaves no event and no level", async () => {
    const { organizationId, report } = await setup(50_000);
    expect((await report(7_000)).status).toBe(200);
    vi.stubEnv("BALANCE_LOW_DAYS", "0");
    // The threshold is read inside the change (after the ledger row): a wrong setting fails it, and it rolls back.
    await expect(recordCharge(organizationId, { type: "CHARGE_TYPE_REFUND", amount: 10_000, description: "" }, "")).rejects.toThrow(
      /BALANCE_LOW_DAYS/,
    );
    expect(await alerts(organizationId)).toEqual([]);
    expect(await prisma.ledgerEntry.count({ where: { organizationId } })).toBe(2);
    expect((await prisma.organization.findUniqueOrThrow({ where: { id: organizationId } })).balanceAlert).toBeNull();
  });
});
