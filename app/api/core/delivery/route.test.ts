import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignWithAds, spendFacts } from "@/lib/test/delivery";
import { createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { campaignPath } from "@/lib/test/campaigns";
import { GET as getCampaign } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { GET, POST } from "./route";

const post = (apiKey: string, body: unknown) => callRoute(POST, "POST", "/api/core/delivery", { apiKey, body });
type Totals = { impressions: number; clicks: number; installs: number; spend: number };
const totals = (impressions: number, clicks: number, installs: number, spend: number): Totals => ({ impressions, clicks, installs, spend });
// Days from the test's own clock, inside the 90 days since the fixtures' campaigns were made.
const DAY = addUtcDays(utcDayOf(Date.now()), -30);
const NEXT_DAY = addUtcDays(DAY, 1);

/** An organization with `balance` KRW and one campaign of `ads` ads, and a reviewer's key to report with. */
async function setup(options: { balance?: number; budget?: number; kind?: "REGULAR" | "HOUSE"; ads?: number } = {}) {
  const owner = await createOwner();
  if (options.balance)
    await seedLedger(owner.organization.id, [
      { type: "CHARGE_TYPE_PAID", amount: options.balance, createdAt: new Date(Date.now() - 60_000) },
    ]);
  const { campaign, ads } = await createCampaignWithAds(owner.organization.id, {
    budget: options.budget,
    kind: options.kind,
    ads: options.ads,
  });
  const reviewer = await createReviewer();
  return { organizationId: owner.organization.id, owner, campaign, ads, key: reviewer.apiKey };
}

async function stored(adId: string, date = DAY) {
  return prisma.deliveryDay.findUnique({ where: { adId_date: { adId, date: new Date(`${date}T00:00:00Z`) } } });
}

/** The serving reasons the campaign's own GET answers. */
async function servingReasons(organizationId: string, campaignId: string, apiKey: string) {
  const res = await callRoute(getCampaign, "GET", campaignPath(organizationId, campaignId), {
    params: { organizationId, campaignId },
    apiKey,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json.serving.reasons as { reason: string }[]).map((r) => r.reason);
}

async function budgetRemain(campaignId: string) {
  return Number((await prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } })).budgetRemain);
}

/** Spend, budget and balance agree: USAGE rows add up to charged delivery, and budget + charged = the budget. */
async function expectAgreement(organizationId: string, campaignId: string, budget: number, startBalance: number) {
  const facts = await spendFacts(organizationId);
  expect(facts.usage).toBe(facts.charged);
  expect(facts.balance).toBe(startBalance - facts.usage);
  expect(await budgetRemain(campaignId)).toBe(budget - facts.charged);
  return facts;
}

describe("POST /api/core/delivery (extension)", () => {
  it("applies only differences: a table of successive reports for one ad and day", async () => {
    const { organizationId, campaign, ads, key } = await setup({ balance: 100_000, budget: 50_000 });
    const steps: [Totals, { changed: number; spendReported: number; spendCharged: number }][] = [
      [totals(100, 5, 1, 1000), { changed: 1, spendReported: 1000, spendCharged: 1000 }],
      [totals(100, 5, 1, 1000), { changed: 0, spendReported: 0, spendCharged: 0 }],
      [totals(250, 9, 1, 2500), { changed: 1, spendReported: 1500, spendCharged: 1500 }],
      [totals(260, 9, 2, 2500), { changed: 1, spendReported: 0, spendCharged: 0 }],
      [totals(260, 9, 2, 2500), { changed: 0, spendReported: 0, spendCharged: 0 }],
    ];
    for (const [sent, expected] of steps) {
      const res = await post(key, { rows: [{ adId: ads[0].id, date: DAY, ...sent }] });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json).toEqual({ received: 1, ...expected, spendNotServable: 0 });
    }
    expect(await stored(ads[0].id)).toMatchObject({ impressions: 260n, clicks: 9n, installs: 2n, spend: 2500n, charged: 2500n });
    const facts = await expectAgreement(organizationId, campaign.id, 50_000, 100_000);
    expect(facts.usage).toBe(2500);
    // one USAGE row per campaign per request that charged something
    expect(await prisma.ledgerEntry.count({ where: { organizationId, type: "CHARGE_TYPE_USAGE" } })).toBe(2);
  });

  it("writes one USAGE row per campaign per request, naming the campaign and the days", async () => {
    const { organizationId, campaign, ads, key } = await setup({ balance: 100_000, ads: 3 });
    const rows = ads.flatMap((ad, i) => [
      { adId: ad.id, date: DAY, ...totals(10, 1, 0, 100 * (i + 1)) },
      { adId: ad.id, date: NEXT_DAY, ...totals(10, 1, 0, 10) },
    ]);
    const res = await post(key, { rows });
    expect(res.json).toEqual({ received: 6, changed: 6, spendReported: 630, spendCharged: 630, spendNotServable: 0 });
    const usage = await prisma.ledgerEntry.findMany({ where: { organizationId, type: "CHARGE_TYPE_USAGE" } });
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ amount: 630n, balanceAfter: 99_370n });
    expect(usage[0].description).toBe(`Delivery of campaign "${campaign.name}" (${campaign.id}), ${DAY} to ${NEXT_DAY}`);
  });

  it.each([
    ["impressions", totals(99, 5, 1, 1000)],
    ["clicks", totals(100, 4, 1, 1000)],
    ["installs", totals(100, 5, 0, 1000)],
    ["spend", totals(100, 5, 1, 999)],
  ])("smaller %s than already reported → 409 DELIVERY_TOTALS_DECREASED and nothing applies", async (metric, smaller) => {
    const { organizationId, campaign, ads, key } = await setup({ balance: 100_000, ads: 2 });
    await post(key, { rows: [{ adId: ads[0].id, date: DAY, ...totals(100, 5, 1, 1000) }] });
    const res = await post(key, {
      rows: [
        { adId: ads[1].id, date: DAY, ...totals(500, 50, 5, 5000) },
        { adId: ads[0].id, date: DAY, ...smaller },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "DELIVERY_TOTALS_DECREASED" });
    expect(res.json.details).toEqual([{ path: `rows.1.${metric}`, message: expect.stringContaining("below") }]);
    expect(await stored(ads[1].id)).toBeNull();
    expect(await stored(ads[0].id)).toMatchObject({ spend: 1000n });
    await expectAgreement(organizationId, campaign.id, 1_000_000, 100_000);
  });

  it("an unknown ad id → 404 naming the row, and nothing applies", async () => {
    const { organizationId, campaign, ads, key } = await setup({ balance: 100_000 });
    const res = await post(key, {
      rows: [
        { adId: ads[0].id, date: DAY, ...totals(10, 1, 0, 100) },
        { adId: newObjectId(), date: DAY, ...totals(10, 1, 0, 100) },
      ],
    });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound", reason: "NOT_FOUND", details: [{ path: "rows.1.adId" }] });
    expect(await stored(ads[0].id)).toBeNull();
    await expectAgreement(organizationId, campaign.id, 1_000_000, 100_000);
  });

  it("another organization's ad that was deleted → 404 for its row, and the valid row beside it does not apply either", async () => {
    const { organizationId, campaign, ads, key } = await setup({ balance: 100_000 });
    const other = await createOwner();
    const gone = await createCampaignWithAds(other.organization.id);
    await prisma.ad.delete({ where: { id: gone.ads[0].id } });
    const res = await post(key, {
      rows: [
        { adId: ads[0].id, date: DAY, ...totals(10, 1, 0, 100) },
        { adId: gone.ads[0].id, date: DAY, ...totals(10, 1, 0, 100) },
      ],
    });
    expect(res.json).toMatchObject({ statusCode: 404, reason: "NOT_FOUND", details: [{ path: "rows.1.adId" }] });
    expect(await stored(ads[0].id)).toBeNull();
    await expectAgreement(organizationId, campaign.id, 1_000_000, 100_000);
  });

  it("a failure after the delivery rows and budget are written (the ledger insert) leaves nothing applied", async () => {
    const { organizationId, campaign, ads, key } = await setup({ balance: 100_000 });
    // A trigger that fails this organization's ledger inserts stands in for a crash between the writes.
    const fn = `fail_ledger_${organizationId}`;
    await prisma.$executeRawUnsafe(
      `CREATE FUNCTION "${fn}"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
        `IF NEW."organizationId" = '${organizationId}' THEN RAISE EXCEPTION 'ledger down'; END IF; RETURN NEW; END $$`,
    );
    await prisma.$executeRawUnsafe(`CREATE TRIGGER "${fn}" BEFORE INSERT ON "LedgerEntry" FOR EACH ROW EXECUTE FUNCTION "${fn}"()`);
    const row = { adId: ads[0].id, date: DAY, ...totals(100, 5, 1, 4_000) };
    try {
      const res = await post(key, { rows: [row] });
      expect(res.status).toBe(500);
      expect(await stored(ads[0].id)).toBeNull();
      expect(await budgetRemain(campaign.id)).toBe(1_000_000);
      await expectAgreement(organizationId, campaign.id, 1_000_000, 100_000);
    } finally {
      await prisma.$executeRawUnsafe(`DROP TRIGGER "${fn}" ON "LedgerEntry"`);
      await prisma.$executeRawUnsafe(`DROP FUNCTION "${fn}"()`);
    }
    // The serving system sends the same totals again once the fault is gone: they apply once, in full.
    expect((await post(key, { rows: [row] })).json).toMatchObject({ changed: 1, spendCharged: 4_000 });
    expect((await expectAgreement(organizationId, campaign.id, 1_000_000, 100_000)).usage).toBe(4_000);
  });

  it("one request reporting for two organizations charges each its own balance", async () => {
    const a = await setup({ balance: 10_000 });
    const b = await createOwner();
    await seedLedger(b.organization.id, [{ type: "CHARGE_TYPE_PAID", amount: 20_000, createdAt: new Date(Date.now() - 60_000) }]);
    const other = await createCampaignWithAds(b.organization.id);
    const res = await post(a.key, {
      rows: [
        { adId: a.ads[0].id, date: DAY, ...totals(10, 1, 0, 700) },
        { adId: other.ads[0].id, date: DAY, ...totals(10, 1, 0, 900) },
      ],
    });
    expect(res.json).toMatchObject({ changed: 2, spendCharged: 1600 });
    expect((await spendFacts(a.organizationId)).balance).toBe(9_300);
    expect((await spendFacts(b.organization.id)).balance).toBe(19_100);
    // the report's audit entry names both organizations it charged
    const audit = () => prisma.auditEntry.findFirstOrThrow({ where: { action: "delivery:report" }, orderBy: { createdAt: "desc" } });
    const charged = (await audit()).changes as { chargedOrganizations: { from: null; to: string[] } };
    expect(charged.chargedOrganizations.from).toBeNull();
    expect([...charged.chargedOrganizations.to].sort()).toEqual([a.organizationId, b.organization.id].sort());
    // a resend charges no one: its entry names no organization
    expect((await post(a.key, { rows: [{ adId: other.ads[0].id, date: DAY, ...totals(10, 1, 0, 900) }] })).json).toMatchObject({
      changed: 0,
    });
    expect((await audit()).changes).toBeNull();
  });

  it("the budget reaching 0: budgetRemain stops at 0 and the rest is reported but not charged", async () => {
    const { organizationId, owner, campaign, ads, key } = await setup({ balance: 100_000, budget: 3_000 });
    expect(await servingReasons(organizationId, campaign.id, owner.apiKey)).toEqual([]);
    const exhausted = () => prisma.event.count({ where: { objectId: campaign.id, type: "campaign.budget_exhausted" } });
    await post(key, { rows: [{ adId: ads[0].id, date: DAY, ...totals(100, 1, 0, 2_000) }] });
    expect(await exhausted()).toBe(0);
    const res = await post(key, { rows: [{ adId: ads[0].id, date: DAY, ...totals(300, 1, 0, 5_000) }] });
    expect(res.json).toMatchObject({ spendReported: 3_000, spendCharged: 1_000 });
    expect(await budgetRemain(campaign.id)).toBe(0);
    expect(await stored(ads[0].id)).toMatchObject({ spend: 5_000n, charged: 3_000n });
    expect(await exhausted()).toBe(1);
    const again = await post(key, { rows: [{ adId: ads[0].id, date: NEXT_DAY, ...totals(300, 1, 0, 5_000) }] });
    expect(again.json).toMatchObject({ spendReported: 5_000, spendCharged: 0 });
    expect(await exhausted()).toBe(1);
    const facts = await expectAgreement(organizationId, campaign.id, 3_000, 100_000);
    expect(facts.balance).toBe(97_000);
    expect(await servingReasons(organizationId, campaign.id, owner.apiKey)).toEqual(["BUDGET_EXHAUSTED"]);
  });

  it("the balance reaching 0: the USAGE row takes what is left and the balance never goes below 0", async () => {
    const { organizationId, owner, campaign, ads, key } = await setup({ balance: 1_500 });
    const res = await post(key, { rows: [{ adId: ads[0].id, date: DAY, ...totals(100, 1, 0, 4_000) }] });
    expect(res.json).toMatchObject({ spendReported: 4_000, spendCharged: 1_500 });
    const usage = await prisma.ledgerEntry.findMany({ where: { organizationId, type: "CHARGE_TYPE_USAGE" } });
    expect(usage).toMatchObject([{ amount: 1_500n, balanceAfter: 0n }]);
    const more = await post(key, { rows: [{ adId: ads[0].id, date: DAY, ...totals(200, 1, 0, 6_000) }] });
    expect(more.json).toMatchObject({ spendReported: 2_000, spendCharged: 0 });
    const facts = await expectAgreement(organizationId, campaign.id, 1_000_000, 1_500);
    expect(facts.balance).toBe(0);
    expect(await servingReasons(organizationId, campaign.id, owner.apiKey)).toEqual(["INSUFFICIENT_BALANCE"]);
  });

  it("when the balance runs out within one request, the oldest delivery is charged, whatever order the rows came in", async () => {
    const { organizationId, ads, key } = await setup({ balance: 1_000, ads: 2 });
    const res = await post(key, {
      rows: [
        { adId: ads[0].id, date: NEXT_DAY, ...totals(10, 0, 0, 700) },
        { adId: ads[1].id, date: DAY, hour: 11, ...totals(10, 0, 0, 700) },
        { adId: ads[1].id, date: DAY, hour: 9, ...totals(10, 0, 0, 700) },
      ],
    });
    expect(res.json).toMatchObject({ spendReported: 2_100, spendCharged: 1_000 });
    const cells = await prisma.deliveryCell.findMany({ where: { adId: ads[1].id }, orderBy: { hour: "asc" } });
    expect(cells.map((cell) => [cell.hour, cell.charged])).toEqual([
      [9, 700n],
      [11, 300n],
    ]);
    expect(await stored(ads[0].id, NEXT_DAY)).toMatchObject({ spend: 700n, charged: 0n });
    expect((await spendFacts(organizationId)).balance).toBe(0);
  });

  it("a report that leaves the balance at exactly 0 stops the organization's other campaigns in the serving feed too", async () => {
    const { organizationId, ads, key } = await setup({ balance: 1_000 });
    const other = await createCampaignWithAds(organizationId, { name: "Other" });
    const feedRow = () => prisma.servingAd.findFirst({ where: { adId: other.ads[0].id } });
    // the other campaign's first delivery puts its ad in the feed, serving
    expect((await post(key, { rows: [{ adId: other.ads[0].id, date: DAY, ...totals(10, 0, 0, 100) }] })).status).toBe(200);
    expect(await feedRow()).toMatchObject({ servable: true });
    // 900 left: spending exactly that empties the balance
    expect((await post(key, { rows: [{ adId: ads[0].id, date: DAY, ...totals(10, 0, 0, 900) }] })).json).toMatchObject({
      spendCharged: 900,
    });
    expect((await spendFacts(organizationId)).balance).toBe(0);
    expect(await feedRow()).toMatchObject({ servable: false, reasons: ["INSUFFICIENT_BALANCE"] });
  });

  it.each([
    ["budget 0: no cap", 0, 9_000, 0],
    ["budget 5,000: capped", 5_000, 5_000, 0],
  ])("house campaigns are free (%s)", async (_label, budget, charged, remain) => {
    const { organizationId, campaign, ads, key } = await setup({ kind: "HOUSE", budget });
    const res = await post(key, { rows: [{ adId: ads[0].id, date: DAY, ...totals(1000, 10, 1, 9_000) }] });
    expect(res.json).toMatchObject({ spendReported: 9_000, spendCharged: charged });
    expect(await budgetRemain(campaign.id)).toBe(remain);
    expect(await prisma.ledgerEntry.count({ where: { organizationId } })).toBe(0);
    expect(await stored(ads[0].id)).toMatchObject({ charged: BigInt(charged) });
  });

  it("50 concurrent reports of the same totals for one ad and day count once", async () => {
    const { organizationId, campaign, ads, key } = await setup({ balance: 1_000_000 });
    const row = { adId: ads[0].id, date: DAY, ...totals(1000, 20, 3, 7_000) };
    const results = await Promise.all(Array.from({ length: 50 }, () => post(key, { rows: [row] })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(results.filter((r) => r.json.changed === 1)).toHaveLength(1);
    const facts = await expectAgreement(organizationId, campaign.id, 1_000_000, 1_000_000);
    expect(facts.usage).toBe(7_000);
  });

  it("50 concurrent growing reports for one ad and day: the largest wins, smaller late ones are refused, nothing double counts", async () => {
    const { organizationId, campaign, ads, key } = await setup({ balance: 1_000_000 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(key, { rows: [{ adId: ads[0].id, date: DAY, ...totals(100 * (i + 1), i + 1, 0, 100 * (i + 1)) }] }),
      ),
    );
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(await stored(ads[0].id)).toMatchObject({ impressions: 5000n, spend: 5000n, charged: 5000n });
    const charged = results.filter((r) => r.status === 200).reduce((sum, r) => sum + r.json.spendCharged, 0);
    expect(charged).toBe(5000);
    const facts = await expectAgreement(organizationId, campaign.id, 1_000_000, 1_000_000);
    expect(facts.usage).toBe(5000);
  });

  it.each([
    ["no rows", { rows: [] }, "rows"],
    ["too many rows", { rows: Array.from({ length: 1001 }, () => ({ adId: newObjectId(), date: DAY, ...totals(0, 0, 0, 0) })) }, "rows"],
    ["a negative count", { rows: [{ adId: newObjectId(), date: DAY, ...totals(-1, 0, 0, 0) }] }, "rows.0.impressions"],
    ["a fraction of a won", { rows: [{ adId: newObjectId(), date: DAY, ...totals(1, 0, 0, 1.5) }] }, "rows.0.spend"],
    ["not a calendar day", { rows: [{ adId: newObjectId(), date: "2026-02-30", ...totals(1, 0, 0, 1) }] }, "rows.0.date"],
    ["a future day", { rows: [{ adId: newObjectId(), date: "2999-01-01", ...totals(1, 0, 0, 1) }] }, "rows.0.date"],
    ["a malformed ad id", { rows: [{ adId: "nope", date: DAY, ...totals(1, 0, 0, 1) }] }, "rows.0.adId"],
    ["an unknown field", { rows: [{ adId: newObjectId(), date: DAY, ...totals(1, 0, 0, 1), cost: 1 }] }, "rows.0.cost"],
  ])("%s → 400 VALIDATION_FAILED", async (_label, body, path) => {
    const { key } = await setup();
    const res = await post(key, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it("a repeated ad and day in one request → 400 naming the repeat", async () => {
    const { ads, key } = await setup();
    const row = { adId: ads[0].id, date: DAY, ...totals(1, 0, 0, 1) };
    const res = await post(key, { rows: [row, row] });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([{ path: "rows.1.date", message: "repeats an earlier row's adId and date" }]);
  });

  it("only reviewers report delivery: an advertiser's own key → 403, no key → 401, GET → 404 METHOD_NOT_ALLOWED", async () => {
    const { owner, ads } = await setup({ balance: 1000 });
    const body = { rows: [{ adId: ads[0].id, date: DAY, ...totals(1, 0, 0, 1) }] };
    expect((await post(owner.apiKey, body)).json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    expect((await callRoute(POST, "POST", "/api/core/delivery", { body })).status).toBe(401);
    expect((await callRoute(async (req) => GET(req), "GET", "/api/core/delivery")).json).toMatchObject({
      statusCode: 404,
      reason: "METHOD_NOT_ALLOWED",
    });
    expect(await stored(ads[0].id)).toBeNull();
  });
});
