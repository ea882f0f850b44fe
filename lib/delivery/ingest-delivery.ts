import "server-only";
import { ApiError, conflict, type ErrorDetail } from "@/lib/api/errors";
import { prisma, type Tx } from "@/lib/db/client";
import { currentBalance } from "@/lib/balance/current-balance";
import { deliveryDescription } from "@/lib/balance/entry-description";
import { appendLedgerEntries } from "@/lib/balance/record-charge";
import type { ChargeInput } from "@/lib/balance/schemas";
import { lockRows, withOrganizationsLock } from "@/lib/db/row-lock";
import { recordCampaignEvents } from "@/lib/campaigns/campaign-events";
import type { DeliveryFlag, DeliveryResult, DeliveryRow } from "./schemas";

type Totals = { impressions: bigint; clicks: bigint; installs: bigint; spend: bigint; charged: bigint };
type CampaignRow = {
  id: string;
  organizationId: string;
  kind: string;
  name: string;
  budget: bigint;
  budgetRemain: bigint;
  dailyBudget: bigint | null;
};
type Written = { row: DeliveryRow; campaignId: string; organizationId: string; charged: bigint; flag: DeliveryFlag | null };
type AdFacts = { campaignId: string; organizationId: string; createdDay: string };

const METRICS = ["impressions", "clicks", "installs", "spend"] as const;
const ZERO: Totals = { impressions: 0n, clicks: 0n, installs: 0n, spend: 0n, charged: 0n };
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const key = (adId: string, date: string) => `${adId}/${date}`;

/**
 * Each row's ad with its campaign and organization; 404 naming the rows whose ad does not exist, then 409
 * DELIVERY_BEFORE_CAMPAIGN naming the rows dated before their campaign's creation (UTC) day: nothing can have
 * been delivered before the campaign existed.
 */
async function resolveAds(rows: DeliveryRow[]) {
  const adIds = [...new Set(rows.map((row) => row.adId))];
  const ads = await prisma.$queryRaw<{ id: string; campaignId: string; organizationId: string; createdDay: string }[]>`
    SELECT a."id", a."campaignId", c."organizationId", to_char(c."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "createdDay"
    FROM "Ad" a JOIN "Campaign" c ON c."id" = a."campaignId"
    WHERE a."id" = ANY(${adIds}::text[])`;
  const byId = new Map<string, AdFacts>(ads.map(({ id, ...facts }) => [id, facts]));
  const details: ErrorDetail[] = rows.flatMap((row, index) =>
    byId.has(row.adId) ? [] : [{ path: `rows.${index}.adId`, message: "no such ad" }],
  );
  if (details.length) throw new ApiError(404, `Ad not found: ${details.map((d) => d.path).join(", ")}`, "NOT_FOUND", { details });
  const early: ErrorDetail[] = rows.flatMap((row, index) => {
    const { createdDay, campaignId } = byId.get(row.adId)!;
    return row.date < createdDay
      ? [{ path: `rows.${index}.date`, message: `is before ${createdDay}, the day campaign ${campaignId} was created` }]
      : [];
  });
  if (early.length) {
    throw conflict(
      `Delivery cannot predate its campaign: ${early.map((d) => d.path).join(", ")}; nothing was applied.`,
      "DELIVERY_BEFORE_CAMPAIGN",
      { details: early },
    );
  }
  return byId;
}

/**
 * Why an ad's delivery is flagged: it was reported delivering while the advertiser had paused it, or while its
 * current version was not approved. Read under the campaigns' locks, as the ad is at ingest time.
 */
async function adFlags(tx: Tx, adIds: string[]) {
  const ads = await tx.$queryRaw<{ id: string; status: string; reviewStatus: string }[]>`
    SELECT "id", "status", "reviewStatus" FROM "Ad" WHERE "id" = ANY(${adIds}::text[])`;
  return new Map(
    ads.map((ad): [string, DeliveryFlag | null] => [
      ad.id,
      ad.status === "AD_STATUS_PAUSED" ? "AD_PAUSED" : ad.reviewStatus !== "APPROVED" ? "AD_NOT_APPROVED" : null,
    ]),
  );
}

/** What each campaign was already charged on each UTC day the request names (the daily budget's use). */
async function chargedPerDay(tx: Tx, campaignIds: string[], days: string[]) {
  const found = await tx.$queryRaw<{ campaignId: string; date: string; charged: bigint }[]>`
    SELECT "campaignId", to_char("date", 'YYYY-MM-DD') AS "date", sum("charged") AS "charged" FROM "DeliveryDay"
    WHERE "campaignId" = ANY(${campaignIds}::text[]) AND "date" = ANY(${days}::date[])
    GROUP BY "campaignId", "date"`;
  return new Map(found.map((row) => [key(row.campaignId, row.date), BigInt(row.charged)]));
}

async function lockCampaigns(tx: Tx, campaignIds: string[]) {
  await lockRows(tx, { table: "Campaign", ids: campaignIds });
  const rows = await tx.$queryRaw<CampaignRow[]>`
    SELECT "id", "organizationId", "kind", "name", "budget", "budgetRemain", "dailyBudget"
    FROM "Campaign" WHERE "id" = ANY(${campaignIds}::text[])`;
  return new Map(rows.map((row) => [row.id, row]));
}

async function knownTotals(tx: Tx, rows: DeliveryRow[]) {
  const found = await tx.$queryRaw<(Totals & { adId: string; date: string })[]>`
    SELECT d."adId", to_char(d."date", 'YYYY-MM-DD') AS "date", d."impressions", d."clicks", d."installs", d."spend", d."charged"
    FROM "DeliveryDay" d
    JOIN unnest(${rows.map((r) => r.adId)}::text[], ${rows.map((r) => r.date)}::text[]) AS k("adId", "day")
      ON d."adId" = k."adId" AND d."date" = k."day"::date`;
  return new Map(found.map((row) => [key(row.adId, row.date), row]));
}

async function writeRows(tx: Tx, written: Written[]) {
  if (!written.length) return;
  const column = (pick: (w: Written) => string | number | bigint) => written.map((w) => String(pick(w)));
  await tx.$executeRaw`
    INSERT INTO "DeliveryDay" ("adId", "date", "campaignId", "organizationId", "impressions", "clicks", "installs", "spend", "charged",
      "flag", "updatedAt")
    SELECT v."adId", v."day"::date, v."campaignId", v."organizationId", v."impressions"::bigint, v."clicks"::bigint,
           v."installs"::bigint, v."spend"::bigint, v."charged"::bigint, NULLIF(v."flag", ''), now()
    FROM unnest(${column((w) => w.row.adId)}::text[], ${column((w) => w.row.date)}::text[], ${column((w) => w.campaignId)}::text[],
                ${column((w) => w.organizationId)}::text[], ${column((w) => w.row.impressions)}::text[], ${column((w) => w.row.clicks)}::text[],
                ${column((w) => w.row.installs)}::text[], ${column((w) => w.row.spend)}::text[], ${column((w) => w.charged)}::text[],
                ${column((w) => w.flag ?? "")}::text[])
      AS v("adId", "day", "campaignId", "organizationId", "impressions", "clicks", "installs", "spend", "charged", "flag")
    ON CONFLICT ("adId", "date") DO UPDATE SET
      "impressions" = EXCLUDED."impressions", "clicks" = EXCLUDED."clicks", "installs" = EXCLUDED."installs",
      "spend" = EXCLUDED."spend", "charged" = EXCLUDED."charged", "updatedAt" = EXCLUDED."updatedAt",
      -- the first flag stays: the day's delivery was held back once, whatever the ad became later
      "flag" = COALESCE("DeliveryDay"."flag", EXCLUDED."flag")`;
}

async function writeBudgets(tx: Tx, campaigns: CampaignRow[]) {
  if (!campaigns.length) return;
  await tx.$executeRaw`
    UPDATE "Campaign" c SET "budgetRemain" = v."remain"::bigint
    FROM unnest(${campaigns.map((c) => c.id)}::text[], ${campaigns.map((c) => String(c.budgetRemain))}::text[]) AS v("id", "remain")
    WHERE c."id" = v."id"`;
}

/**
 * Applies the serving system's running totals: only what grew since the last report counts, so a row sent twice
 * changes nothing. The new spend lowers the campaign's budgetRemain (never below 0; a house campaign with budget 0
 * has no cap) and, for regular campaigns, is charged to the balance (never below 0) as one USAGE row per campaign.
 * A regular campaign's daily budget caps what one UTC day is charged, across requests and across the rows of one
 * request (its ads share it). What a budget, the daily budget or the balance cannot cover is recorded as reported
 * but not charged. Rows of an ad paused or not approved at ingest time are recorded with a flag. All of it happens in one
 * transaction holding the organizations' row locks, so concurrent reports for the same ad and day queue and each
 * sees the totals its predecessor wrote: nothing is counted twice, and USAGE rows always add up to `charged`.
 * A campaign whose budget this report spends to the last won gets campaign.budget_exhausted, in the same transaction.
 */
export async function ingestDelivery(rows: DeliveryRow[], callerId: string): Promise<DeliveryResult> {
  const ads = await resolveAds(rows);
  const organizationIds = [...new Set([...ads.values()].map((ad) => ad.organizationId))];
  return withOrganizationsLock(organizationIds, async (tx) => {
    const campaigns = await lockCampaigns(tx, [...new Set([...ads.values()].map((ad) => ad.campaignId))]);
    const known = await knownTotals(tx, rows);
    const flags = await adFlags(tx, [...ads.keys()]);
    const dayCharged = await chargedPerDay(tx, [...campaigns.keys()], [...new Set(rows.map((row) => row.date))]);

    const decreased: ErrorDetail[] = [];
    rows.forEach((row, index) => {
      const before = known.get(key(row.adId, row.date)) ?? ZERO;
      for (const metric of METRICS) {
        if (BigInt(row[metric]) < before[metric]) {
          decreased.push({ path: `rows.${index}.${metric}`, message: `is ${row[metric]}, below the ${before[metric]} already reported` });
        }
      }
    });
    if (decreased.length) {
      throw conflict("Delivery totals are running totals and cannot decrease; nothing was applied.", "DELIVERY_TOTALS_DECREASED", {
        details: decreased,
      });
    }

    const remainBefore = new Map([...campaigns.values()].map((campaign) => [campaign.id, campaign.budgetRemain]));
    const balances = new Map<string, bigint>();
    for (const id of organizationIds) balances.set(id, await currentBalance(tx, id));
    const usage = new Map<string, { amount: bigint; days: Set<string> }>();
    const budgetsMoved = new Set<CampaignRow>();
    const written: Written[] = [];
    let spendReported = 0n;
    let spendCharged = 0n;

    // Oldest day first, so when money runs out the earlier delivery is the one charged.
    const ordered = [...rows].sort((a, b) => (a.date === b.date ? a.adId.localeCompare(b.adId) : a.date < b.date ? -1 : 1));
    for (const row of ordered) {
      const before = known.get(key(row.adId, row.date)) ?? ZERO;
      if (METRICS.every((metric) => BigInt(row[metric]) === before[metric])) continue;
      const { campaignId, organizationId } = ads.get(row.adId)!;
      const campaign = campaigns.get(campaignId)!;
      const regular = campaign.kind !== "HOUSE";
      const capped = regular || campaign.budget > 0n;
      const newSpend = BigInt(row.spend) - before.spend;
      let charge = capped ? min(newSpend, campaign.budgetRemain) : newSpend;
      const day = key(campaignId, row.date);
      if (regular && campaign.dailyBudget !== null) {
        const left = campaign.dailyBudget - (dayCharged.get(day) ?? 0n);
        charge = min(charge, left > 0n ? left : 0n);
      }
      if (regular) charge = min(charge, balances.get(organizationId)!);
      if (charge > 0n) {
        if (capped) {
          campaign.budgetRemain -= charge;
          budgetsMoved.add(campaign);
        }
        dayCharged.set(day, (dayCharged.get(day) ?? 0n) + charge);
        if (regular) {
          balances.set(organizationId, balances.get(organizationId)! - charge);
          const entry = usage.get(campaignId) ?? { amount: 0n, days: new Set<string>() };
          entry.amount += charge;
          entry.days.add(row.date);
          usage.set(campaignId, entry);
        }
      }
      spendReported += newSpend;
      spendCharged += charge;
      written.push({ row, campaignId, organizationId, charged: before.charged + charge, flag: flags.get(row.adId) ?? null });
    }

    await writeRows(tx, written);
    await writeBudgets(tx, [...budgetsMoved]);
    const charges = new Map<string, ChargeInput[]>();
    for (const [campaignId, { amount, days }] of [...usage].sort(([a], [b]) => a.localeCompare(b))) {
      const campaign = campaigns.get(campaignId)!;
      const list = charges.get(campaign.organizationId) ?? [];
      list.push({ type: "CHARGE_TYPE_USAGE", amount: Number(amount), description: deliveryDescription(campaign, [...days]) });
      charges.set(campaign.organizationId, list);
    }
    for (const [organizationId, inputs] of charges) await appendLedgerEntries(tx, organizationId, inputs, callerId);
    // The change that spends the last of a budget announces it, once: later reports find nothing left to spend.
    for (const campaign of [...budgetsMoved].sort((a, b) => a.id.localeCompare(b.id))) {
      if (campaign.budgetRemain !== 0n || remainBefore.get(campaign.id)! <= 0n) continue;
      await recordCampaignEvents(tx, {
        campaignId: campaign.id,
        organizationId: campaign.organizationId,
        type: "campaign.budget_exhausted",
      });
    }
    return { received: rows.length, changed: written.length, spendReported: Number(spendReported), spendCharged: Number(spendCharged) };
  });
}
