import "server-only";
import { Prisma, type Campaign } from "@/lib/db/generated/client";
import type { Tx } from "@/lib/db/client";
import { installDescription } from "@/lib/balance/entry-description";
import { appendLedgerEntries } from "@/lib/balance/record-charge";
import { chargedTodaySql } from "@/lib/campaigns/budget-day";
import { recordCampaignEvents } from "@/lib/campaigns/campaign-events";
import type { CampaignStatus } from "@/lib/campaigns/statuses";
import { storedCampaignStatus } from "@/lib/campaigns/stored-columns";
import { lockRows, type OrganizationsLocked } from "@/lib/db/row-lock";

/** What became of a CPI campaign's attributed install: charged, or why it was recorded without a charge. */
type ChargeOutcome = "CHARGED" | "BUDGET_EXHAUSTED" | "DAILY_BUDGET_EXHAUSTED" | "INSUFFICIENT_BALANCE" | "CAMPAIGN_ENDED";

/** `amount` is 0 unless the outcome is CHARGED. */
type InstallCharge = { outcome: ChargeOutcome; amount: bigint };

/** A CPI campaign as its installs' charges read it, under its organization's and its own row lock. */
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
  /** the campaign's default bid */
  bidAmount: bigint;
  /** the bids of the countries asked for that have one of their own */
  countryBids: Map<string, bigint>;
  /** charged on the campaign's current budget day (delivery and installs) */
  spentToday: bigint;
};

/** An organization's ledger as its installs' charges chain on it: the latest row's balance and time (null before any). */
type Ledger = { balance: bigint; balanceAt: Date | null };

/** The campaigns of a flush's CPI installs and their organizations' ledgers, read under their row locks. */
type CpiCampaigns = { campaigns: Map<string, CpiCampaign>; ledgers: Map<string, Ledger> };

/** One stored install of a CPI campaign to price, in the order the installs arrived. */
type Install = { postbackId: string; campaignId: string; country: string | null };

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * The install's price, the way delivery prices spend (lib/delivery/ingest-delivery.ts): the bid, cut to what the
 * budget (a house campaign with budget 0 has no cap), the daily budget and the balance (house campaigns are free)
 * have left. Like delivery's, a charge may be partial: the install that meets the last won of a budget pays that won.
 * Nothing is charged once the campaign ended (its end time passed, or it was ended).
 */
function priceInstall(campaign: CpiCampaign, ledger: Ledger, country: string | null, now: Date): InstallCharge {
  if (campaign.status === "CAMPAIGN_STATUS_ENDED" || (campaign.endAt !== null && campaign.endAt.getTime() <= now.getTime())) {
    return { outcome: "CAMPAIGN_ENDED", amount: 0n };
  }
  const regular = campaign.kind !== "HOUSE";
  let amount = (country !== null ? campaign.countryBids.get(country) : undefined) ?? campaign.bidAmount;
  if (regular || campaign.budget > 0n) {
    amount = min(amount, campaign.budgetRemain);
    if (amount <= 0n) return { outcome: "BUDGET_EXHAUSTED", amount: 0n };
  }
  if (regular && campaign.dailyBudget !== null) {
    amount = min(amount, campaign.dailyBudget - campaign.spentToday);
    if (amount <= 0n) return { outcome: "DAILY_BUDGET_EXHAUSTED", amount: 0n };
  }
  if (regular) {
    amount = min(amount, ledger.balance);
    if (amount <= 0n) return { outcome: "INSUFFICIENT_BALANCE", amount: 0n };
  }
  return { outcome: "CHARGED", amount };
}

/**
 * Prices `installs` one after the other, each on what the ones before it left (budget, daily budget, balance), and
 * moves `read`'s figures on as it goes. Pure: the caller writes the charges (recordInstallCharges).
 */
export function priceInstalls(read: CpiCampaigns, installs: readonly Install[], now: Date): (Install & InstallCharge)[] {
  return installs.map((install) => {
    const campaign = read.campaigns.get(install.campaignId)!;
    const ledger = read.ledgers.get(campaign.organizationId)!;
    const charge = priceInstall(campaign, ledger, install.country, now);
    if (charge.outcome === "CHARGED") {
      if (campaign.kind !== "HOUSE" || campaign.budget > 0n) campaign.budgetRemain -= charge.amount;
      campaign.spentToday += charge.amount;
      if (campaign.kind !== "HOUSE") ledger.balance -= charge.amount;
    }
    return { ...install, ...charge };
  });
}

/**
 * Locks the campaigns (the caller's transaction holds their organizations' rows first: the lock order of delivery)
 * and reads, in one query after the lock, what their installs' prices depend on: each campaign's budget, daily spend
 * and the bids of `countries`, and each organization's latest ledger row.
 */
export async function lockCpiCampaigns(
  tx: Tx,
  campaignIds: readonly string[],
  countries: readonly string[],
  now: Date,
): Promise<CpiCampaigns> {
  await lockRows(tx, { table: "Campaign", ids: campaignIds });
  const rows = await tx.$queryRaw<
    (Omit<CpiCampaign, "status" | "countryBids"> &
      Pick<Campaign, "status"> & { countryBids: Record<string, string> | null; balance: bigint | null; balanceAt: Date | null })[]
  >`
    SELECT c."id", c."organizationId", c."kind", c."name", c."status", c."endAt", c."budget", c."budgetRemain", c."dailyBudget",
      COALESCE(c."bidAmount", 0) AS "bidAmount", t."spentToday",
      (SELECT json_object_agg(b."country", b."amount"::text) FROM "CampaignCountryBid" b
        WHERE b."campaignId" = c."id" AND b."country" = ANY(${[...countries]}::text[])) AS "countryBids",
      l."balanceAfter" AS "balance", l."createdAt" AS "balanceAt"
    FROM "Campaign" c
    LEFT JOIN LATERAL (SELECT "balanceAfter", "createdAt" FROM "LedgerEntry" WHERE "organizationId" = c."organizationId"
                       ORDER BY "createdAt" DESC, "id" DESC LIMIT 1) l ON TRUE
    CROSS JOIN ${chargedTodaySql(Prisma.sql`c`, now.getTime())} t
    WHERE c."id" = ANY(${[...campaignIds]}::text[])`;
  const read: CpiCampaigns = { campaigns: new Map(), ledgers: new Map() };
  for (const { balance, balanceAt, countryBids, ...row } of rows) {
    read.campaigns.set(row.id, {
      ...row,
      status: storedCampaignStatus(row.status),
      bidAmount: BigInt(row.bidAmount),
      spentToday: BigInt(row.spentToday),
      countryBids: new Map(Object.entries(countryBids ?? {}).map(([country, amount]) => [country, BigInt(amount)])),
    });
    read.ledgers.set(row.organizationId, { balance: BigInt(balance ?? 0n), balanceAt });
  }
  return read;
}

/** Sums `amount` per key. */
function sumBy<T>(items: readonly T[], keyOf: (item: T) => string, amountOf: (item: T) => bigint) {
  const sums = new Map<string, { first: T; count: number; amount: bigint }>();
  for (const item of items) {
    const key = keyOf(item);
    const sum = sums.get(key) ?? { first: item, count: 0, amount: 0n };
    sum.count++;
    sum.amount += amountOf(item);
    sums.set(key, sum);
  }
  return [...sums.values()];
}

/**
 * Writes a flush's priced installs in its transaction, which holds their organizations' and campaigns' row locks
 * (`lock`, lockCpiCampaigns): each postback's charge outcome and amount; per campaign its budgetRemain (a house
 * campaign with budget 0 has no cap) and its hourly install charges (which its daily budget counts); per organization
 * its billed sums (which its balance runway counts; house campaigns are free) and one USAGE ledger row per charged
 * install, naming it, chained in the installs' order on the latest row read under the lock, then the balance's alert
 * level; and campaign.budget_exhausted when an install spent a budget's last won, as delivery does. Answers what the
 * serving feed must look at again: the campaigns charged, and the organizations whose balance is now empty.
 */
export async function recordInstallCharges(
  tx: Tx,
  lock: OrganizationsLocked,
  read: CpiCampaigns,
  priced: readonly (Install & InstallCharge)[],
  now: Date,
): Promise<{ campaignIds: string[]; emptiedOrganizationIds: string[] }> {
  if (!priced.length) return { campaignIds: [], emptiedOrganizationIds: [] };
  const charged = priced.filter((install) => install.outcome === "CHARGED");
  const campaignOf = (install: Install) => read.campaigns.get(install.campaignId)!;
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const perCampaign = sumBy(
    charged,
    (install) => install.campaignId,
    (install) => install.amount,
  );
  const capped = perCampaign.filter(({ first }) => campaignOf(first).kind !== "HOUSE" || campaignOf(first).budget > 0n);
  const regular = charged.filter((install) => campaignOf(install).kind !== "HOUSE");
  const billed = sumBy(
    regular,
    (install) => `${campaignOf(install).organizationId}|${install.country ?? ""}`,
    (install) => install.amount,
  );
  await tx.$executeRaw`
    WITH "outcomes" AS (
      UPDATE "Postback" p SET "chargeOutcome" = o."outcome", "chargedAmount" = o."amount"
      FROM unnest(${priced.map((i) => i.postbackId)}::text[], ${priced.map((i) => i.outcome)}::text[],
        ${priced.map((i) => (i.outcome === "CHARGED" ? String(i.amount) : null))}::bigint[]) AS o("id", "outcome", "amount")
      WHERE p."id" = o."id"
    ), "budget" AS (
      UPDATE "Campaign" c SET "budgetRemain" = c."budgetRemain" - b."amount"
      FROM unnest(${capped.map((s) => s.first.campaignId)}::text[], ${capped.map((s) => String(s.amount))}::bigint[]) AS b("id", "amount")
      WHERE c."id" = b."id"
    ), "billed" AS (
      INSERT INTO "DeliveryRollup" ("organizationId", "date", "hour", "country", "billed")
      SELECT b."organizationId", ${hour.toISOString().slice(0, 10)}::date, ${hour.getUTCHours()}, b."country", b."billed"
      FROM unnest(${billed.map((s) => campaignOf(s.first).organizationId)}::text[], ${billed.map((s) => s.first.country ?? "")}::text[],
        ${billed.map((s) => String(s.amount))}::bigint[]) AS b("organizationId", "country", "billed")
      ORDER BY 1, 4
      ON CONFLICT ("organizationId", "date", "hour", "country") DO UPDATE SET "billed" = "DeliveryRollup"."billed" + EXCLUDED."billed"
    ), "hours" AS (
      INSERT INTO "CampaignInstallCharge" ("campaignId", "hour", "organizationId", "installs", "charged")
      SELECT h."campaignId", ${hour}, h."organizationId", h."installs", h."charged"
      FROM unnest(${perCampaign.map((s) => s.first.campaignId)}::text[], ${perCampaign.map((s) => campaignOf(s.first).organizationId)}::text[],
        ${perCampaign.map((s) => s.count)}::int[], ${perCampaign.map((s) => String(s.amount))}::bigint[]) AS h("campaignId", "organizationId", "installs", "charged")
      ORDER BY 1
      ON CONFLICT ("campaignId", "hour") DO UPDATE SET
        "installs" = "CampaignInstallCharge"."installs" + EXCLUDED."installs",
        "charged" = "CampaignInstallCharge"."charged" + EXCLUDED."charged"
    )
    SELECT 1`;
  const emptiedOrganizationIds: string[] = [];
  for (const [organizationId, ledger] of read.ledgers) {
    const installs = regular.filter((install) => campaignOf(install).organizationId === organizationId);
    if (!installs.length) continue;
    // The balance as it was before this flush's charges: its rows chain on it.
    const before = {
      balanceAfter: ledger.balance + installs.reduce((sum, install) => sum + install.amount, 0n),
      createdAt: ledger.balanceAt!,
    };
    await appendLedgerEntries(
      lock,
      organizationId,
      installs.map((install) => ({
        type: "CHARGE_TYPE_USAGE",
        amount: Number(install.amount),
        description: installDescription(campaignOf(install), install.country, install.postbackId),
      })),
      null,
      ledger.balanceAt ? before : null,
    );
    if (ledger.balance <= 0n) emptiedOrganizationIds.push(organizationId);
  }
  // The flush that spends the last of a budget announces it, once: later installs find nothing left to charge.
  for (const { first, amount } of capped) {
    const campaign = campaignOf(first);
    if (campaign.budgetRemain === 0n && campaign.budgetRemain + amount > 0n) {
      await recordCampaignEvents(tx, {
        campaignId: campaign.id,
        organizationId: campaign.organizationId,
        type: "campaign.budget_exhausted",
      });
    }
  }
  return { campaignIds: perCampaign.map(({ first }) => first.campaignId), emptiedOrganizationIds };
}
