import "server-only";
import { ApiError, conflict, type ErrorDetail } from "@/lib/api/errors";
import { prisma, type Tx } from "@/lib/db/client";
import { currentBalance } from "@/lib/balance/current-balance";
import { deliveryDescription } from "@/lib/balance/entry-description";
import { appendLedgerEntries } from "@/lib/balance/record-charge";
import type { ChargeInput } from "@/lib/balance/schemas";
import { lockRows, withOrganizationsLock } from "@/lib/db/row-lock";
import { noteAuditChanges } from "@/lib/audit/changes";
import { recordCampaignEvents } from "@/lib/campaigns/campaign-events";
import { budgetDayKey, budgetDayOf, chargedOnBudgetDays } from "@/lib/campaigns/budget-day";
import type { CampaignStatus } from "@/lib/campaigns/statuses";
import { readAdRow, storedCampaignStatus } from "@/lib/campaigns/stored-columns";
import type { Ad, Campaign } from "@/lib/db/generated/client";
import { detailOf, detailWords, type DeliveryDetail, type DeliveryResult, type DeliveryRow } from "./schemas";
import { periodOf, unservableFlag, type ServingHistory, type StatusChange } from "./servable";
import { writeCells, writeDays, writeRollup, type CellWrite, type DayWrite, type RollupWrite, type Totals } from "./write-delivery";

/** The locked campaign's columns as read (lockCampaigns), its status narrowed there. */
type StoredCampaignRow = Pick<
  Campaign,
  "id" | "organizationId" | "kind" | "bidType" | "name" | "budget" | "budgetRemain" | "dailyBudget" | "status" | "startAt" | "endAt"
>;
type CampaignRow = Omit<StoredCampaignRow, "status"> & { status: CampaignStatus };
type StoredDay = Totals & { detail: DeliveryDetail | null };
/** The answer, and what the serving feed must look at again: the rows' campaigns, and organizations left with no balance. */
type Ingested = { result: DeliveryResult; spent: { campaignIds: string[]; emptiedOrganizationIds: string[] } };
type AdFacts = { campaignId: string; organizationId: string; createdDay: string; timeZone: string; creativeIds: string[] };

const METRICS = ["impressions", "clicks", "installs", "spend"] as const;
const ZERO: Totals = {
  impressions: 0n,
  clicks: 0n,
  installs: 0n,
  spend: 0n,
  charged: 0n,
  heldImpressions: 0n,
  heldClicks: 0n,
  heldInstalls: 0n,
  heldSpend: 0n,
};
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const add = (a: Totals, b: Totals): Totals => ({
  impressions: a.impressions + b.impressions,
  clicks: a.clicks + b.clicks,
  installs: a.installs + b.installs,
  spend: a.spend + b.spend,
  charged: a.charged + b.charged,
  heldImpressions: a.heldImpressions + b.heldImpressions,
  heldClicks: a.heldClicks + b.heldClicks,
  heldInstalls: a.heldInstalls + b.heldInstalls,
  heldSpend: a.heldSpend + b.heldSpend,
});
const absolute = (row: DeliveryRow) => ({
  impressions: BigInt(row.impressions),
  clicks: BigInt(row.clicks),
  installs: BigInt(row.installs),
  spend: BigInt(row.spend),
});
const key = (adId: string, date: string) => `${adId}/${date}`;
const cellKey = (row: { adId: string; date: string; hour?: number; country?: string; creativeId?: string; platform?: string }) =>
  `${row.adId}/${row.date}/${row.hour ?? -1}/${row.country ?? ""}/${row.creativeId ?? ""}/${row.platform ?? ""}`;
const how = detailWords;

/**
 * Each row's ad with its campaign and organization; 404 naming the rows whose ad does not exist or whose creativeId
 * is not one of its ad's creatives, then 409
 * DELIVERY_BEFORE_CAMPAIGN naming the rows dated before their campaign's creation (UTC) day: nothing can have
 * been delivered before the campaign existed.
 */
async function resolveAds(rows: DeliveryRow[]) {
  const adIds = [...new Set(rows.map((row) => row.adId))];
  // Only the creatives the rows name are looked up (by their primary key): most requests name none.
  const named = [...new Set(rows.flatMap((row) => (row.creativeId === undefined ? [] : [row.creativeId])))];
  const ads = await prisma.$queryRaw<({ id: string } & AdFacts)[]>`
    SELECT a."id", a."campaignId", c."organizationId", to_char(c."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "createdDay", o."timeZone",
      ARRAY(SELECT cr."id" FROM "Creative" cr WHERE cr."id" = ANY(${named}::text[]) AND cr."adId" = a."id") AS "creativeIds"
    FROM "Ad" a JOIN "Campaign" c ON c."id" = a."campaignId" JOIN "Organization" o ON o."id" = c."organizationId"
    WHERE a."id" = ANY(${adIds}::text[])`;
  const byId = new Map<string, AdFacts>(ads.map(({ id, ...facts }) => [id, facts]));
  const details: ErrorDetail[] = rows.flatMap((row, index) =>
    byId.has(row.adId) ? [] : [{ path: `rows.${index}.adId`, message: "no such ad" }],
  );
  if (details.length) throw new ApiError(404, `Ad not found: ${details.map((d) => d.path).join(", ")}`, "NOT_FOUND", { details });
  const creatives: ErrorDetail[] = rows.flatMap((row, index) =>
    row.creativeId === undefined || byId.get(row.adId)!.creativeIds.includes(row.creativeId)
      ? []
      : [{ path: `rows.${index}.creativeId`, message: `no such creative of ad ${row.adId}` }],
  );
  if (creatives.length) {
    throw new ApiError(404, `Creative not found: ${creatives.map((d) => d.path).join(", ")}`, "NOT_FOUND", { details: creatives });
  }
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
 * What decides whether each ad could serve at a moment of the rows' periods, read under the campaigns' locks: the
 * campaign's window and status, the ad's status and review, and the campaign's recorded status changes and the
 * ad's review rounds since the earliest period began (older ones cannot matter).
 */
async function servingHistories(tx: Tx, ads: Map<string, AdFacts>, campaigns: Map<string, CampaignRow>, since: number) {
  const adIds = [...ads.keys()];
  const [adRows, records] = await Promise.all([
    tx.$queryRaw<Pick<Ad, "id" | "status" | "reviewStatus">[]>`
      SELECT "id", "status", "reviewStatus" FROM "Ad" WHERE "id" = ANY(${adIds}::text[])`.then((rows) => rows.map(readAdRow)),
    tx.$queryRaw<{ campaignId: string; adId: string | null; statusFrom: string | null; statusTo: string; createdAt: Date }[]>`
      SELECT "campaignId", "adId", "statusFrom", "statusTo", "createdAt" FROM "CampaignStatusRecord"
      WHERE "campaignId" = ANY(${[...campaigns.keys()]}::text[]) AND "createdAt" > ${new Date(since)}`,
  ]);
  const changesOf = new Map<string, StatusChange[]>();
  for (const record of records) {
    const subject = record.adId ?? record.campaignId;
    const list = changesOf.get(subject) ?? [];
    list.push({ at: record.createdAt.getTime(), from: record.statusFrom, to: record.statusTo });
    changesOf.set(subject, list);
  }
  return new Map(
    adRows.map((ad): [string, ServingHistory] => {
      const campaign = campaigns.get(ads.get(ad.id)!.campaignId)!;
      return [
        ad.id,
        {
          startAt: campaign.startAt.getTime(),
          endAt: campaign.endAt?.getTime() ?? null,
          campaignStatus: campaign.status,
          campaignChanges: changesOf.get(campaign.id) ?? [],
          adStatus: ad.status,
          reviewStatus: ad.reviewStatus,
          reviewChanges: changesOf.get(ad.id) ?? [],
        },
      ];
    }),
  );
}

async function lockCampaigns(tx: Tx, campaignIds: string[]) {
  await lockRows(tx, { table: "Campaign", ids: campaignIds });
  const rows = await tx.$queryRaw<StoredCampaignRow[]>`
    SELECT "id", "organizationId", "kind", "bidType", "name", "budget", "budgetRemain", "dailyBudget", "status", "startAt", "endAt"
    FROM "Campaign" WHERE "id" = ANY(${campaignIds}::text[])`;
  return new Map(rows.map((row): [string, CampaignRow] => [row.id, { ...row, status: storedCampaignStatus(row.status) }]));
}

// The stored rows are looked up key by key through the primary key: `LIMIT 1` (each key is unique) keeps the
// planner from flattening the lookup into a hash join over the whole table, which it chose while the table's
// statistics were young and which then grew with the table (1 ms at 2,000 rows, 15 ms at 14,000, measured).

/** The stored ad-days the rows name, with how each was reported. */
async function knownDays(tx: Tx, rows: DeliveryRow[]) {
  // an ad-day reported by cells appears in many rows: each is read once
  const adDays = [...new Map(rows.map((row) => [key(row.adId, row.date), row])).values()];
  const found = await tx.$queryRaw<(StoredDay & { adId: string; date: string })[]>`
    SELECT d."adId", to_char(d."date", 'YYYY-MM-DD') AS "date", d."impressions", d."clicks", d."installs", d."spend", d."charged",
      d."heldImpressions", d."heldClicks", d."heldInstalls", d."heldSpend", d."detail"
    FROM unnest(${adDays.map((r) => r.adId)}::text[], ${adDays.map((r) => r.date)}::date[]) AS k("adId", "day")
    CROSS JOIN LATERAL (SELECT * FROM "DeliveryDay" WHERE "adId" = k."adId" AND "date" = k."day" LIMIT 1) d`;
  return new Map(found.map((row) => [key(row.adId, row.date), row]));
}

/** The stored cells the finer rows (by hour, country, creative or platform) name. */
async function knownCells(tx: Tx, rows: DeliveryRow[]) {
  if (!rows.length) return new Map<string, Totals>();
  const found = await tx.$queryRaw<
    (Totals & { adId: string; date: string; hour: number; country: string; creativeId: string; platform: string })[]
  >`
    SELECT c."adId", to_char(c."date", 'YYYY-MM-DD') AS "date", c."hour", c."country", c."creativeId", c."platform",
      c."impressions", c."clicks", c."installs", c."spend", c."charged", c."heldImpressions", c."heldClicks", c."heldInstalls", c."heldSpend"
    FROM unnest(${rows.map((r) => r.adId)}::text[], ${rows.map((r) => r.date)}::date[], ${rows.map((r) => r.hour ?? -1)}::int[],
                ${rows.map((r) => r.country ?? "")}::text[], ${rows.map((r) => r.creativeId ?? "")}::text[],
                ${rows.map((r) => r.platform ?? "")}::text[]) AS k("adId", "day", "hour", "country", "creativeId", "platform")
    CROSS JOIN LATERAL (
      SELECT * FROM "DeliveryCell" WHERE "adId" = k."adId" AND "date" = k."day" AND "hour" = k."hour" AND "country" = k."country"
        AND "creativeId" = k."creativeId" AND "platform" = k."platform" LIMIT 1
    ) c`;
  return new Map(found.map((row) => [cellKey(row), row]));
}

/**
 * One ad's day is reported one way only: as one row, or split by the same dimensions (hour, country, creative,
 * platform: detailOf) on every row. Rows that
 * differ from how the day was stored, or from the request's first row for that ad and day, are named.
 */
function granularityMismatches(rows: DeliveryRow[], days: Map<string, StoredDay>): ErrorDetail[] {
  const first = new Map<string, number>();
  return rows.flatMap((row, index) => {
    const detail = detailOf(row);
    const dayKey = key(row.adId, row.date);
    const stored = days.get(dayKey);
    if (stored) {
      return stored.detail === detail
        ? []
        : [
            {
              path: `rows.${index}`,
              message: `Reports ad ${row.adId} on ${row.date} ${how(detail)}, but that day was reported ${how(stored.detail)}.`,
            },
          ];
    }
    const earlier = first.get(dayKey);
    if (earlier === undefined) {
      first.set(dayKey, index);
      return [];
    }
    const earlierDetail = detailOf(rows[earlier]);
    return earlierDetail === detail
      ? []
      : [
          {
            path: `rows.${index}`,
            message: `Reports ad ${row.adId} on ${row.date} ${how(detail)}, but rows.${earlier} reports that day ${how(earlierDetail)}.`,
          },
        ];
  });
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
 * changes nothing. A row is an ad's UTC day, or one cell of it: an hour (UTC), country, creative, app platform or
 * several of these; one ad's day is reported one way only (409 DELIVERY_GRANULARITY_MISMATCH otherwise). Finer rows are kept per cell and their day holds the sum
 * of its cells; the organization's rollup gets every difference. The new spend lowers the campaign's budgetRemain
 * (never below 0; a house campaign with budget 0 has no cap) and, for regular campaigns, is charged to the balance
 * (never below 0) as one USAGE row per campaign. A regular campaign's daily budget caps what one day is charged,
 * across requests and across the rows of one request (its ads share it): an hourly row's day is the
 * organization's (its time zone), a row without an hour counts toward its own date. What a budget, the daily
 * budget or the balance cannot cover is recorded as reported but not charged. A row whose hour (a row with
 * an hour) or UTC day (without) holds no moment at which its ad could serve (servable.ts: the campaign's window and
 * status history, the ad's review history and its pause) is recorded with a flag and its growth kept apart as held,
 * and is never charged: no budget, daily budget, balance or ledger change. The rows of a CPI campaign are recorded
 * the same way and never charged either (its installs are: lib/operations/attribution/install-charge.ts). All of it happens in one transaction holding the
 * organizations' row locks, so concurrent reports for the same ad and day queue and each sees the totals its
 * predecessor wrote: nothing is counted twice, and USAGE rows always add up to `charged`. A campaign whose budget
 * this report spends to the last won gets campaign.budget_exhausted, in the same transaction.
 */
export async function ingestDelivery(rows: DeliveryRow[], callerId: string): Promise<Ingested> {
  const ads = await resolveAds(rows);
  const organizationIds = [...new Set([...ads.values()].map((ad) => ad.organizationId))];
  return withOrganizationsLock(organizationIds, async (tx, lock) => {
    const campaigns = await lockCampaigns(tx, [...new Set([...ads.values()].map((ad) => ad.campaignId))]);
    const days = await knownDays(tx, rows);
    const mismatched = granularityMismatches(rows, days);
    if (mismatched.length) {
      throw conflict(
        "One ad's day is reported one way only (as one row, or split by the same of hour, country, creative and platform); nothing was applied.",
        "DELIVERY_GRANULARITY_MISMATCH",
        { details: mismatched },
      );
    }
    const cells = await knownCells(
      tx,
      rows.filter((row) => detailOf(row)),
    );
    const known = (row: DeliveryRow) => (detailOf(row) ? cells.get(cellKey(row)) : days.get(key(row.adId, row.date))) ?? ZERO;
    // Each row's hour (or UTC day, for a row without an hour) is judged as a whole: charged when the ad could serve
    // at some moment of it, recorded with why it could not otherwise.
    const now = Date.now();
    const periods = new Map(rows.map((row) => [cellKey(row), periodOf(row, now)]));
    const histories = await servingHistories(tx, ads, campaigns, Math.min(...[...periods.values()].map((p) => p.from)));
    const flags = new Map(
      rows.map((row) => {
        const { from, to } = periods.get(cellKey(row))!;
        return [cellKey(row), unservableFlag(histories.get(row.adId)!, from, to)];
      }),
    );
    const budgetDay = (row: DeliveryRow) => {
      const { campaignId, timeZone } = ads.get(row.adId)!;
      return { campaignId, day: budgetDayOf(row.date, row.hour, timeZone), timeZone };
    };
    // only the days of campaigns a daily budget caps are read
    const capped = rows.filter((row) => {
      const campaign = campaigns.get(ads.get(row.adId)!.campaignId)!;
      return campaign.kind !== "HOUSE" && campaign.dailyBudget !== null;
    });
    const asks = new Map(capped.map((row) => budgetDay(row)).map((ask) => [budgetDayKey(ask.campaignId, ask.day), ask]));
    const dayCharged = await chargedOnBudgetDays(tx, [...asks.values()]);

    const decreased: ErrorDetail[] = [];
    rows.forEach((row, index) => {
      const before = known(row);
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
    const dayWrites = new Map<string, DayWrite>();
    const cellWrites: CellWrite[] = [];
    const rollup = new Map<string, RollupWrite>();
    let changed = 0;
    let spendReported = 0n;
    let spendCharged = 0n;
    let spendNotServable = 0n;

    // Oldest first (day, then hour), so when money runs out the earlier delivery is the one charged.
    const order = (row: DeliveryRow) =>
      [row.date, String((row.hour ?? -1) + 1).padStart(2, "0"), row.adId, row.country ?? "", row.creativeId ?? "", row.platform ?? ""].join(
        "/",
      );
    const ordered = rows
      .map((row) => ({ row, at: order(row) }))
      .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
      .map(({ row }) => row);
    for (const row of ordered) {
      const before = known(row);
      if (METRICS.every((metric) => BigInt(row[metric]) === before[metric])) continue;
      const { campaignId, organizationId } = ads.get(row.adId)!;
      const campaign = campaigns.get(campaignId)!;
      const regular = campaign.kind !== "HOUSE";
      const capped = regular || campaign.budget > 0n;
      const newSpend = BigInt(row.spend) - before.spend;
      const flag = flags.get(cellKey(row)) ?? null;
      // A CPI campaign pays per attributed install (lib/operations/attribution/install-charge.ts), never for delivery.
      const priced = !flag && campaign.bidType !== "BID_TYPE_CPI";
      let charge = !priced ? 0n : capped ? min(newSpend, campaign.budgetRemain) : newSpend;
      const day = regular && campaign.dailyBudget !== null ? budgetDayKey(campaignId, budgetDay(row).day) : null;
      if (day !== null && priced) {
        const left = campaign.dailyBudget! - (dayCharged.get(day) ?? 0n);
        charge = min(charge, left > 0n ? left : 0n);
      }
      if (regular) charge = min(charge, balances.get(organizationId)!);
      if (charge > 0n) {
        if (capped) {
          campaign.budgetRemain -= charge;
          budgetsMoved.add(campaign);
        }
        if (day !== null) dayCharged.set(day, (dayCharged.get(day) ?? 0n) + charge);
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
      if (flag) spendNotServable += newSpend;
      changed++;

      const grown = {
        impressions: BigInt(row.impressions) - before.impressions,
        clicks: BigInt(row.clicks) - before.clicks,
        installs: BigInt(row.installs) - before.installs,
        spend: newSpend,
      };
      const diff: Totals = {
        ...grown,
        charged: charge,
        heldImpressions: flag ? grown.impressions : 0n,
        heldClicks: flag ? grown.clicks : 0n,
        heldInstalls: flag ? grown.installs : 0n,
        heldSpend: flag ? grown.spend : 0n,
      };
      const after = (was: Totals): Totals => ({
        ...absolute(row),
        charged: was.charged + charge,
        heldImpressions: was.heldImpressions + diff.heldImpressions,
        heldClicks: was.heldClicks + diff.heldClicks,
        heldInstalls: was.heldInstalls + diff.heldInstalls,
        heldSpend: was.heldSpend + diff.heldSpend,
      });
      const detail = detailOf(row);
      const dayKey = key(row.adId, row.date);
      // A day reported by cells holds their sum: what it held plus each cell's difference.
      const dayBefore = dayWrites.get(dayKey)?.totals ?? days.get(dayKey) ?? ZERO;
      const dayTotals = detail ? add(dayBefore, diff) : after(before);
      dayWrites.set(dayKey, {
        adId: row.adId,
        date: row.date,
        campaignId,
        organizationId,
        totals: dayTotals,
        detail,
        // a day reported finer carries the flag of its first (oldest) cell that could not serve
        flag: dayWrites.get(dayKey)?.flag ?? flag,
      });
      if (detail) cellWrites.push({ row, campaignId, organizationId, totals: after(before), flag });
      const rollupKey = `${organizationId}/${row.date}/${row.hour ?? -1}/${row.country ?? ""}`;
      const sum = rollup.get(rollupKey);
      rollup.set(rollupKey, {
        organizationId,
        date: row.date,
        hour: row.hour ?? -1,
        country: row.country ?? "",
        totals: sum ? add(sum.totals, diff) : diff,
        billed: (sum?.billed ?? 0n) + (regular ? charge : 0n),
      });
    }

    await writeDays(tx, [...dayWrites.values()]);
    await writeCells(tx, cellWrites);
    await writeRollup(tx, [...rollup.values()]);
    await writeBudgets(tx, [...budgetsMoved]);
    const charges = new Map<string, ChargeInput[]>();
    for (const [campaignId, { amount, days }] of [...usage].sort(([a], [b]) => a.localeCompare(b))) {
      const campaign = campaigns.get(campaignId)!;
      const list = charges.get(campaign.organizationId) ?? [];
      list.push({ type: "CHARGE_TYPE_USAGE", amount: Number(amount), description: deliveryDescription(campaign, [...days]) });
      charges.set(campaign.organizationId, list);
    }
    for (const [organizationId, inputs] of charges) await appendLedgerEntries(lock, organizationId, inputs, callerId);
    // The report's one audit entry belongs to no organization: it names those it charged.
    if (charges.size) noteAuditChanges({ chargedOrganizations: { from: null, to: [...charges.keys()].sort() } });
    // The change that spends the last of a budget announces it, once: later reports find nothing left to spend.
    for (const campaign of [...budgetsMoved].sort((a, b) => a.id.localeCompare(b.id))) {
      if (campaign.budgetRemain !== 0n || remainBefore.get(campaign.id)! <= 0n) continue;
      await recordCampaignEvents(tx, {
        campaignId: campaign.id,
        organizationId: campaign.organizationId,
        type: "campaign.budget_exhausted",
      });
    }
    return {
      result: {
        received: rows.length,
        changed,
        spendReported: Number(spendReported),
        spendCharged: Number(spendCharged),
        spendNotServable: Number(spendNotServable),
      },
      spent: {
        campaignIds: [...campaigns.keys()],
        emptiedOrganizationIds: organizationIds.filter((id) => balances.get(id)! <= 0n),
      },
    };
  });
}
