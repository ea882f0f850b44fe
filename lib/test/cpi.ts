// A CPI campaign to send installs for, and the ledger's invariants for its charged installs, read straight from the tables: the ledger chains
// (each row's balanceAfter is the one before plus its signed amount) and its sum is the balance; the USAGE rows are
// the installs' charges; the budget left is the budget less what the installs were charged.
import { chargeSign, type ChargeType } from "@/lib/balance/charge-types";
import { prisma } from "@/lib/db/client";
import { seedLedger } from "./fixtures";
import { attributedApp } from "./postbacks";

/**
 * An app with the generic partner and a BID_TYPE_CPI campaign promoting it: 1,000 KRW an install, 3,000 in JP,
 * the organization's balance funded (1,000,000 unless said).
 */
export async function cpiAttributedApp(options: { budget?: number; dailyBudget?: number; balance?: number } = {}) {
  const setup = await attributedApp({ partner: "GENERIC" });
  const budget = BigInt(options.budget ?? 1_000_000);
  await prisma.campaign.update({
    where: { id: setup.campaign.id },
    data: {
      bidType: "BID_TYPE_CPI",
      bidAmount: 1000n,
      budget,
      budgetRemain: budget,
      dailyBudget: options.dailyBudget === undefined ? null : BigInt(options.dailyBudget),
    },
  });
  await prisma.campaignCountryBid.create({ data: { campaignId: setup.campaign.id, country: "JP", amount: 3000n } });
  await seedLedger(setup.organizationId, [
    { type: "CHARGE_TYPE_PAID", amount: options.balance ?? 1_000_000, createdAt: new Date(Date.now() - 86_400_000) },
  ]);
  return setup;
}

export async function cpiLedgerFacts(organizationId: string, campaignId: string) {
  const [ledger, charged, campaign, hours] = await Promise.all([
    prisma.ledgerEntry.findMany({ where: { organizationId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    prisma.postback.aggregate({
      where: { campaignId, chargeOutcome: "CHARGED" },
      _sum: { chargedAmount: true },
      _count: { _all: true },
    }),
    prisma.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { budget: true, budgetRemain: true } }),
    prisma.campaignInstallCharge.aggregate({ where: { campaignId }, _sum: { charged: true } }),
  ]);
  let running = 0n;
  let chained = true;
  for (const row of ledger) {
    running += BigInt(chargeSign(row.type as ChargeType)) * row.amount;
    if (running !== row.balanceAfter || running < 0n) chained = false;
  }
  const balance = ledger.at(-1)?.balanceAfter ?? 0n;
  const usage = ledger.filter((row) => row.type === "CHARGE_TYPE_USAGE").reduce((sum, row) => sum + row.amount, 0n);
  const chargedSum = charged._sum.chargedAmount ?? 0n;
  return {
    balance: Number(balance),
    usage: Number(usage),
    charged: Number(chargedSum),
    chargedInstalls: charged._count._all,
    budgetRemain: Number(campaign.budgetRemain),
    /** the ledger chains and sums to the balance; USAGE = installs charged; budgetRemain = budget - charged */
    invariantsHold:
      chained &&
      running === balance &&
      usage === chargedSum &&
      campaign.budgetRemain === campaign.budget - chargedSum &&
      (hours._sum.charged ?? 0n) === chargedSum,
  };
}
