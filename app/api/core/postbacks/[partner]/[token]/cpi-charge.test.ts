// CPI pricing through the receiver: a BID_TYPE_CPI campaign's attributed installs are charged in the postback's own
// transaction, exactly once each, under 20 concurrent senders (each install sent twice at once, the partner's retry
// racing the first), until the budget, the daily budget or the balance cannot pay; never a rejected install or a
// reattribution; and the ledger's invariants hold.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { ingestDelivery } from "@/lib/delivery/ingest-delivery";
import { readEntryDescription } from "@/lib/balance/entry-description";
import { attributedApp, sendPostback, installPostback } from "@/lib/test/postbacks";
import { cpiAttributedApp, cpiLedgerFacts } from "@/lib/test/cpi";

const SENDERS = 20;
const INSTALL = Math.floor(Date.now() / 1000) - 3600;

type Setup = Awaited<ReturnType<typeof attributedApp>>;

const install = (setup: Setup, n: number, extra: Record<string, string> = {}) => installPostback(setup, n, INSTALL, extra);

/** 20 senders at once, each of its installs sent twice at once (a retry racing the first). */
async function stream(setup: Setup, count: number, extra: (n: number) => Record<string, string> = () => ({})) {
  let next = 0;
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (next < count) {
        const n = next++;
        const query = install(setup, n, extra(n));
        const [a, b] = await Promise.all([
          sendPostback("GENERIC", setup.token, { query }),
          sendPostback("GENERIC", setup.token, { query }),
        ]);
        expect([a.status, b.status]).toEqual([200, 200]);
        expect([a.json.duplicate, b.json.duplicate].sort()).toEqual([false, true]);
      }
    }),
  );
}

async function outcomes(appId: string) {
  const rows = await prisma.postback.groupBy({ by: ["chargeOutcome"], where: { appId }, _count: { _all: true } });
  return Object.fromEntries(rows.map((row) => [row.chargeOutcome ?? "none", row._count._all]));
}

describe("CPI pricing: attributed installs charged in the postback's transaction", () => {
  it("charges each of 40 installs from 20 concurrent senders exactly once, at its country's bid, one ledger row naming each", async () => {
    const setup = await cpiAttributedApp();
    await stream(setup, 40, (n): Record<string, string> => (n % 4 === 0 ? { country: "JP" } : {}));
    const postbacks = await prisma.postback.findMany({ where: { appId: setup.appId } });
    expect(postbacks).toHaveLength(40);
    expect(postbacks.every((p) => p.chargeOutcome === "CHARGED")).toBe(true);
    for (const p of postbacks) expect(Number(p.chargedAmount)).toBe(p.country === "JP" ? 3000 : 1000);
    const facts = await cpiLedgerFacts(setup.organizationId, setup.campaign.id);
    expect(facts.chargedInstalls).toBe(40);
    expect(facts.charged).toBe(10 * 3000 + 30 * 1000);
    expect(facts.usage).toBe(facts.charged);
    expect(facts.invariantsHold).toBe(true);
    // One USAGE row per install, naming its postback; none twice.
    const usage = await prisma.ledgerEntry.findMany({ where: { organizationId: setup.organizationId, type: "CHARGE_TYPE_USAGE" } });
    const named = usage.map((row) => readEntryDescription(row.description));
    expect(named.every((read) => read.kind === "install" && read.campaignId === setup.campaign.id)).toBe(true);
    expect(new Set(named.map((read) => (read.kind === "install" ? read.postbackId : ""))).size).toBe(40);
    expect(new Set(named.map((read) => (read.kind === "install" ? read.postbackId : "")))).toEqual(new Set(postbacks.map((p) => p.id)));
    // The daily budget counts installs: the hourly charge rows hold them.
    const hours = await prisma.campaignInstallCharge.aggregate({ where: { campaignId: setup.campaign.id }, _sum: { installs: true } });
    expect(hours._sum.installs).toBe(40);
  }, 120_000);

  it("stops charging when the budget runs out mid-stream: 5 installs paid, the rest BUDGET_EXHAUSTED, one budget_exhausted event", async () => {
    const setup = await cpiAttributedApp({ budget: 5000 });
    await stream(setup, 20);
    expect(await outcomes(setup.appId)).toEqual({ CHARGED: 5, BUDGET_EXHAUSTED: 15 });
    const facts = await cpiLedgerFacts(setup.organizationId, setup.campaign.id);
    expect(facts).toMatchObject({ charged: 5000, usage: 5000, budgetRemain: 0, invariantsHold: true });
    expect(await prisma.event.count({ where: { objectId: setup.campaign.id, type: "campaign.budget_exhausted" } })).toBe(1);
    // Every install is still counted in the reports.
    const rollup = await prisma.attributionRollup.aggregate({ where: { organizationId: setup.organizationId }, _sum: { installs: true } });
    expect(Number(rollup._sum.installs)).toBe(20);
  }, 120_000);

  it("charges a partial last install as delivery charges partial spend (budget 2,500 at 1,000 an install)", async () => {
    const setup = await cpiAttributedApp({ budget: 2500 });
    await stream(setup, 5);
    expect(await outcomes(setup.appId)).toEqual({ CHARGED: 3, BUDGET_EXHAUSTED: 2 });
    const amounts = (await prisma.postback.findMany({ where: { appId: setup.appId, chargeOutcome: "CHARGED" } })).map((p) =>
      Number(p.chargedAmount),
    );
    expect(amounts.sort()).toEqual([1000, 1000, 500]);
    expect(await cpiLedgerFacts(setup.organizationId, setup.campaign.id)).toMatchObject({
      charged: 2500,
      budgetRemain: 0,
      invariantsHold: true,
    });
  }, 120_000);

  it("stops at the daily budget: 3 installs paid, the rest DAILY_BUDGET_EXHAUSTED, the budget left untouched beyond them", async () => {
    const setup = await cpiAttributedApp({ dailyBudget: 3000 });
    await stream(setup, 20);
    expect(await outcomes(setup.appId)).toEqual({ CHARGED: 3, DAILY_BUDGET_EXHAUSTED: 17 });
    expect(await cpiLedgerFacts(setup.organizationId, setup.campaign.id)).toMatchObject({
      charged: 3000,
      budgetRemain: 1_000_000 - 3000,
      invariantsHold: true,
    });
  }, 120_000);

  it("stops at the balance: 4 installs paid, the rest INSUFFICIENT_BALANCE, the balance at 0 and balance.empty announced", async () => {
    const setup = await cpiAttributedApp({ balance: 4000 });
    await stream(setup, 20);
    expect(await outcomes(setup.appId)).toEqual({ CHARGED: 4, INSUFFICIENT_BALANCE: 16 });
    expect(await cpiLedgerFacts(setup.organizationId, setup.campaign.id)).toMatchObject({
      charged: 4000,
      balance: 0,
      invariantsHold: true,
    });
    expect(await prisma.event.count({ where: { organizationId: setup.organizationId, type: "balance.empty" } })).toBe(1);
  }, 120_000);

  it("never charges a rejected install or a reattribution, and charges nothing once the campaign ended", async () => {
    const setup = await cpiAttributedApp();
    await stream(setup, 10, (n) => ({ kind: n % 2 ? "rejected_install" : "reattribution" }));
    expect(await outcomes(setup.appId)).toEqual({ none: 10 });
    expect(await cpiLedgerFacts(setup.organizationId, setup.campaign.id)).toMatchObject({ charged: 0, usage: 0, budgetRemain: 1_000_000 });

    await prisma.campaign.update({ where: { id: setup.campaign.id }, data: { endAt: new Date(Date.now() - 60_000) } });
    await stream(setup, 3, (n) => ({ click_id: `ended-${n}` }));
    expect(await outcomes(setup.appId)).toEqual({ none: 10, CAMPAIGN_ENDED: 3 });
    expect(await cpiLedgerFacts(setup.organizationId, setup.campaign.id)).toMatchObject({ charged: 0, usage: 0, invariantsHold: true });
  }, 120_000);

  it("records a CPI campaign's delivery without charging it: budget, balance and ledger untouched, the report rows kept", async () => {
    const setup = await cpiAttributedApp();
    const date = new Date().toISOString().slice(0, 10);
    const owner = setup.owner.user.id;
    await ingestDelivery([{ adId: setup.ads[0].id, date, impressions: 10_000, clicks: 100, installs: 5, spend: 30_000 }], owner);
    const day = await prisma.deliveryDay.findUniqueOrThrow({ where: { adId_date: { adId: setup.ads[0].id, date: new Date(date) } } });
    expect(day).toMatchObject({ impressions: 10_000n, spend: 30_000n, charged: 0n });
    expect(await cpiLedgerFacts(setup.organizationId, setup.campaign.id)).toMatchObject({
      usage: 0,
      budgetRemain: 1_000_000,
      balance: 1_000_000,
      invariantsHold: true,
    });
  }, 120_000);
});
