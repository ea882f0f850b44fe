import { describe, expect, it } from "vitest";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { GET as balanceHistory } from "@/app/api/core/organization/[organizationId]/balance-history/route";
import { POST } from "./route";

// The ledger rows a delivery report writes, read back through the balance history: one USAGE row per campaign,
// chained on each other and dated in the order the balance moved.
// a day from the test's own clock, inside the 90 days since the fixtures' campaigns were made
const DAY = addUtcDays(utcDayOf(Date.now()), -30);
const report = (apiKey: string, rows: { adId: string; spend: number }[]) =>
  callRoute(POST, "POST", "/api/core/delivery", {
    apiKey,
    body: { rows: rows.map(({ adId, spend }) => ({ adId, date: DAY, impressions: 10, clicks: 1, installs: 0, spend })) },
  });
const history = async (organizationId: string, apiKey: string) => {
  const res = await callRoute(balanceHistory, "GET", `/api/core/organization/${organizationId}/balance-history`, {
    params: { organizationId },
    apiKey,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { balance: number; history: { type: string; amount: number; balanceAfter: number; createdAt: string }[] };
};

describe("POST /api/core/delivery: the organization's ledger", () => {
  it("two campaigns of one organization in one report: two USAGE rows dated one after the other, the balance is the last", async () => {
    const { organization, apiKey } = await createOwner();
    const latest = new Date(Date.now() - 60_000);
    await seedLedger(organization.id, [{ type: "CHARGE_TYPE_PAID", amount: 10_000, createdAt: latest }]);
    const first = await createCampaignWithAds(organization.id, { name: "First" });
    const second = await createCampaignWithAds(organization.id, { name: "Second" });
    const reviewer = await createReviewer();
    const res = await report(reviewer.apiKey, [
      { adId: first.ads[0].id, spend: 700 },
      { adId: second.ads[0].id, spend: 900 },
    ]);
    expect(res.json).toMatchObject({ changed: 2, spendCharged: 1_600 });

    const { balance, history: rows } = await history(organization.id, apiKey);
    expect(balance).toBe(8_400);
    expect(rows.map((r) => [r.type, r.balanceAfter])).toEqual([
      ["CHARGE_TYPE_USAGE", 8_400],
      ["CHARGE_TYPE_USAGE", 10_000 - rows[1].amount],
      ["CHARGE_TYPE_PAID", 10_000],
    ]);
    const [last, before] = rows.map((r) => Date.parse(r.createdAt));
    expect(last).toBe(before + 1);
    expect(before).toBeGreaterThan(latest.getTime());
  });

  it("an organization that was never charged reads a zero balance, and its delivery is reported but not charged", async () => {
    const { organization, apiKey } = await createOwner();
    const { ads } = await createCampaignWithAds(organization.id);
    const reviewer = await createReviewer();
    const res = await report(reviewer.apiKey, [{ adId: ads[0].id, spend: 500 }]);
    expect(res.json).toMatchObject({ changed: 1, spendReported: 500, spendCharged: 0 });
    expect(await history(organization.id, apiKey)).toMatchObject({ balance: 0, history: [] });
  });
});
