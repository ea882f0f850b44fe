import "server-only";
import { Prisma, type Campaign } from "@/lib/db/generated/client";
import type { Tx } from "@/lib/db/client";
import { installDescription } from "@/lib/balance/entry-description";
import { ledgerEntryInsert } from "@/lib/balance/record-charge";
import { updateBalanceAlert } from "@/lib/balance/balance-alert";
import { chargedTodaySql } from "@/lib/campaigns/budget-day";
import { recordCampaignEvents } from "@/lib/campaigns/campaign-events";
import type { CampaignStatus } from "@/lib/campaigns/statuses";
import { storedCampaignStatus } from "@/lib/campaigns/stored-columns";
import { lockRows, type OrganizationsLocked } from "@/lib/db/row-lock";

/** What became of a CPI campaign's attributed install: charged, or why it was recorded without a charge. */
type ChargeOutcome = "CHARGED" | "BUDGET_EXHAUSTED" | "DAILY_BUDGET_EXHAUSTED" | "INSUFFICIENT_BALANCE" | "CAMPAIGN_ENDED";

/** `amount` is 0 unless the outcome is CHARGED. */
export type InstallCharge = { outcome: ChargeOutcome; amount: bigint };

/** A CPI campaign as its install's charge reads it, under its organization's and its own row lock. */
type CpiCampaign = {
  id: string;
  organizationId: string;
  kind: string;
  name: string;
  status: CampaignStatus;
  endAt: Date | null;
  budget: bigint;
  budgetRemain: bigint;
  dailyBudget: bigint | null;
  /** the install's country's bid, else the campaign's default */
  bid: bigint;
  /** charged on the campaign's current budget day (delivery and installs) */
  spentToday: bigint;
  /** the organization's balance (its ledger's latest balanceAfter) */
  balance: bigint;
  /** when the ledger's latest row was written (null before any): the new row chains on it */
  balanceAt: Date | null;
};

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * The install's price, the way delivery prices spend (lib/delivery/ingest-delivery.ts): the bid, cut to what the
 * budget (a house campaign with budget 0 has no cap), the daily budget and the balance (house campaigns are free)
 * have left. Like delivery's, a charge may be partial: the install that meets the last won of a budget pays that won.
 * Nothing is charged once the campaign ended (its end time passed, or it was ended).
 */
export function priceInstall(campaign: CpiCampaign, now: Date): InstallCharge {
  if (campaign.status === "CAMPAIGN_STATUS_ENDED" || (campaign.endAt !== null && campaign.endAt.getTime() <= now.getTime())) {
    return { outcome: "CAMPAIGN_ENDED", amount: 0n };
  }
  const regular = campaign.kind !== "HOUSE";
  let amount = campaign.bid;
  if (regular || campaign.budget > 0n) {
    amount = min(amount, campaign.budgetRemain);
    if (amount <= 0n) return { outcome: "BUDGET_EXHAUSTED", amount: 0n };
  }
  if (regular && campaign.dailyBudget !== null) {
    amount = min(amount, campaign.dailyBudget - campaign.spentToday);
    if (amount <= 0n) return { outcome: "DAILY_BUDGET_EXHAUSTED", amount: 0n };
  }
  if (regular) {
    amount = min(amount, campaign.balance);
    if (amount <= 0n) return { outcome: "INSUFFICIENT_BALANCE", amount: 0n };
  }
  return { outcome: "CHARGED", amount };
}

/**
 * Locks the campaign (the caller's transaction holds its organization's row first: the lock order of delivery) and
 * reads what its install's price depends on, in one query after the lock.
 */
export async function lockCpiCampaign(tx: Tx, campaignId: string, country: string | null, now: Date): Promise<CpiCampaign> {
  await lockRows(tx, { table: "Campaign", ids: [campaignId] });
  const [row] = await tx.$queryRaw<(Omit<CpiCampaign, "status"> & Pick<Campaign, "status">)[]>`
    SELECT c."id", c."organizationId", c."kind", c."name", c."status", c."endAt", c."budget", c."budgetRemain", c."dailyBudget",
      COALESCE(b."amount", c."bidAmount", 0) AS "bid", t."spentToday",
      l."balanceAfter" AS "balance", l."createdAt" AS "balanceAt"
    FROM "Campaign" c
    LEFT JOIN LATERAL (SELECT "balanceAfter", "createdAt" FROM "LedgerEntry" WHERE "organizationId" = c."organizationId"
                       ORDER BY "createdAt" DESC, "id" DESC LIMIT 1) l ON TRUE
    LEFT JOIN "CampaignCountryBid" b ON b."campaignId" = c."id" AND b."country" = ${country ?? ""}
    CROSS JOIN ${chargedTodaySql(Prisma.sql`c`, now.getTime())} t
    WHERE c."id" = ${campaignId}`;
  return {
    ...row,
    status: storedCampaignStatus(row.status),
    bid: BigInt(row.bid),
    spentToday: BigInt(row.spentToday),
    balance: BigInt(row.balance ?? 0n),
  };
}

/**
 * The writes of a CHARGED install's price that need no read, as CTEs for the statement that stores its postback and
 * run only when `onlyIf` holds (the row was stored, not a retry): the campaign's budgetRemain (a house campaign with
 * budget 0 has no cap), its hourly install charges (which its daily budget counts), the organization's billed sum
 * (which its balance runway counts; house campaigns are free) and its USAGE ledger row naming the install, chained on
 * the latest row read under the same lock.
 */
export function installChargeWrites(
  lock: OrganizationsLocked,
  campaign: CpiCampaign,
  amount: bigint,
  postback: { id: string; country: string | null },
  now: Date,
  onlyIf: Prisma.Sql,
) {
  const { country } = postback;
  const regular = campaign.kind !== "HOUSE";
  const capped = regular || campaign.budget > 0n;
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const ledger = regular
    ? Prisma.sql`, "ledger" AS (${ledgerEntryInsert(
        lock,
        campaign.organizationId,
        { type: "CHARGE_TYPE_USAGE", amount: Number(amount), description: installDescription(campaign, country, postback.id) },
        campaign.balanceAt ? { balanceAfter: campaign.balance, createdAt: campaign.balanceAt } : null,
        onlyIf,
      )})`
    : Prisma.empty;
  return Prisma.sql`
    "budget" AS (
      UPDATE "Campaign" SET "budgetRemain" = "budgetRemain" - ${amount}::bigint WHERE "id" = ${campaign.id} AND ${capped} AND ${onlyIf}
    ), "billed" AS (
      INSERT INTO "DeliveryRollup" ("organizationId", "date", "hour", "country", "billed")
      SELECT ${campaign.organizationId}, ${hour.toISOString().slice(0, 10)}::date, ${hour.getUTCHours()}, ${country ?? ""}, ${amount}::bigint
      WHERE ${regular} AND ${onlyIf}
      ON CONFLICT ("organizationId", "date", "hour", "country") DO UPDATE SET "billed" = "DeliveryRollup"."billed" + EXCLUDED."billed"
    ), "hours" AS (
      INSERT INTO "CampaignInstallCharge" ("campaignId", "hour", "organizationId", "installs", "charged")
      SELECT ${campaign.id}, ${hour}, ${campaign.organizationId}, 1, ${amount}::bigint WHERE ${onlyIf}
      ON CONFLICT ("campaignId", "hour") DO UPDATE SET
        "installs" = "CampaignInstallCharge"."installs" + 1, "charged" = "CampaignInstallCharge"."charged" + EXCLUDED."charged"
    )${ledger}`;
}

/**
 * The rest of a stored CHARGED install's price, in its postback's transaction, after its ledger row
 * (installChargeWrites): the balance's alert level, as after every ledger row, and campaign.budget_exhausted when this
 * install spent the budget's last won, as delivery does. Answers whether the organization's balance is now empty (its
 * campaigns' serving must then be looked at again).
 */
export async function recordInstallCharge(tx: Tx, campaign: CpiCampaign, amount: bigint): Promise<{ balanceEmptied: boolean }> {
  const regular = campaign.kind !== "HOUSE";
  const capped = regular || campaign.budget > 0n;
  if (regular) await updateBalanceAlert(tx, campaign.organizationId);
  // The charge that spends the last of a budget announces it, once: later installs find nothing left to charge.
  if (capped && campaign.budgetRemain > 0n && campaign.budgetRemain - amount === 0n) {
    await recordCampaignEvents(tx, { campaignId: campaign.id, organizationId: campaign.organizationId, type: "campaign.budget_exhausted" });
  }
  return { balanceEmptied: regular && campaign.balance - amount <= 0n };
}
