import "server-only";
import { answeredRows } from "@/lib/api/error-mapping";
import { prisma, type Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { campaignInclude } from "@/lib/campaigns/campaign-include";
import { readCampaignRow } from "@/lib/campaigns/stored-columns";
import { lockRows, shareRows } from "@/lib/db/row-lock";
import { loadServingFacts } from "@/lib/campaigns/serving-facts";
import { assignSkanIds } from "@/lib/attribution/skan/skan-ids";
import { adServingOf, amountsOnly, servingBudgetOf, type AdServing } from "./feed-item";
import { adTrackingLinks, currentNetworkIds, loadLinkSettings } from "@/lib/attribution/tracking-links";
import type { ServingBudgetAmounts, ServingChangeKind } from "./schemas";

// Keeps the serving feed (ServingAd) and its change log (ServingChange) in step with what may serve, in the
// transaction of the change that moved it. No lock is shared by all writers: a writer locks the campaigns it brings
// up to date (their organizations' rows shared first, the order every transaction takes them in), so the writers of
// one campaign run one at a time, each reading what the one before it committed, and no balance moves meanwhile (it
// moves only under the organization's row lock). Each entry carries its transaction's id (xact), raised to the
// campaign's last entry's when that is higher: the entries of one campaign are in (xact, seq) order as their
// transactions committed, and a reader answers only entries of transactions older than every one still running
// (list-serving.ts), so none that commits later can land behind its cursor.
// The campaign's remaining budgets live in ServingBudget, one row per campaign: spend rewrites that row and logs
// one BUDGET change, and leaves the ads' items (and their rows) alone.

export type ServingScope = {
  /** campaigns whose own rows changed (status, dates, budget, ads, creatives, spend) */
  campaignIds?: string[];
  /** organizations whose balance changed: every campaign of theirs that is live or was serving */
  organizationIds?: string[];
  /** apps whose approval changed: the campaigns promoting them */
  promotedAppIds?: string[];
};

async function campaignsInScope(tx: Tx, scope: ServingScope): Promise<string[]> {
  const ids = new Set(scope.campaignIds ?? []);
  const organizationIds = scope.organizationIds ?? [];
  if (organizationIds.length) {
    const [live, serving] = await Promise.all([
      tx.campaign.findMany({
        where: { organizationId: { in: organizationIds }, status: "CAMPAIGN_STATUS_ACTIVE" },
        select: { id: true },
      }),
      tx.servingAd.findMany({
        where: { organizationId: { in: organizationIds }, servable: true },
        select: { campaignId: true },
        distinct: ["campaignId"],
      }),
    ]);
    for (const row of live) ids.add(row.id);
    for (const row of serving) ids.add(row.campaignId);
  }
  if (scope.promotedAppIds?.length) {
    const promoting = await tx.campaign.findMany({ where: { promotedAppIds: { hasSome: scope.promotedAppIds } }, select: { id: true } });
    for (const row of promoting) ids.add(row.id);
  }
  return [...ids];
}

type Known = { adId: string; campaignId: string; servable: boolean; item: Prisma.JsonValue; reasons: string[]; recheckAt: Date | null };
type KnownBudget = { budgetRemain: bigint; dailyBudgetRemain: bigint | null };

const sameBudget = (known: KnownBudget | undefined, next: ServingBudgetAmounts) =>
  !!known &&
  known.budgetRemain === BigInt(next.budgetRemain) &&
  (known.dailyBudgetRemain ?? null) === (next.dailyBudgetRemain === undefined ? null : BigInt(next.dailyBudgetRemain));

type Budget = { campaignId: string } & ServingBudgetAmounts;

async function writeBudgets(tx: Tx, budgets: Budget[], now: Date) {
  if (!budgets.length) return;
  await tx.$executeRaw`
    INSERT INTO "ServingBudget" ("campaignId", "budgetRemain", "dailyBudgetRemain", "updatedAt")
    SELECT r."campaignId", r."budgetRemain", r."dailyBudgetRemain", ${now}
    FROM jsonb_to_recordset(${JSON.stringify(budgets)}::jsonb) AS r("campaignId" text, "budgetRemain" bigint, "dailyBudgetRemain" bigint)
    ON CONFLICT ("campaignId") DO UPDATE SET "budgetRemain" = EXCLUDED."budgetRemain",
      "dailyBudgetRemain" = EXCLUDED."dailyBudgetRemain", "updatedAt" = EXCLUDED."updatedAt"`;
}

type Change = {
  adId: string | null;
  campaignId: string;
  kind: ServingChangeKind;
  reasons: string[];
  item: Prisma.InputJsonValue | undefined;
};

/** JSON with every object's keys sorted: a stored item (jsonb keeps its own key order) compares equal to a new one. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === "object" && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
const sameReasons = (a: string[], b: string[]) => a.length === b.length && a.every((reason, index) => reason === b[index]);

function kindOf(known: Known | undefined, next: AdServing): ServingChangeKind | null {
  const was = known?.servable ?? false;
  if (!was) return next.servable ? "SERVABLE" : null;
  if (!next.servable) return "STOPPED";
  return canonical(known?.item) === canonical(next.item) ? null : "CHANGED";
}

/**
 * Locks what bringing `campaignIds` up to date reads then writes: their organizations' rows shared, then the
 * campaigns' rows, each set in id order (a transaction that already holds them keeps its stronger lock).
 */
async function lockCampaigns(tx: Tx, campaignIds: string[]) {
  if (campaignIds.length === 0) return;
  const owners = await tx.campaign.findMany({ where: { id: { in: campaignIds } }, select: { organizationId: true } });
  await shareRows(tx, { table: "Organization", ids: owners.map((owner) => owner.organizationId) });
  await lockRows(tx, { table: "Campaign", ids: campaignIds });
}

/**
 * The xact each campaign's new entries get: this transaction's id, or the campaign's last entry's when that is
 * higher (a transaction that began earlier but took the campaign's lock after a later one committed), so a
 * campaign's entries sort in the order they were made. Call it under the campaigns' locks.
 */
async function entryOrder(tx: Tx, campaignIds: string[]): Promise<(campaignId: string) => bigint> {
  const [own] = await tx.$queryRaw<{ xact: bigint }[]>`SELECT pg_current_xact_id()::text::bigint AS "xact"`;
  const last = await tx.$queryRaw<{ campaignId: string; xact: bigint }[]>`
    SELECT "campaignId", max("xact") AS "xact" FROM "ServingChange" WHERE "campaignId" = ANY(${campaignIds}::text[])
    GROUP BY "campaignId"`;
  const lastOf = new Map(last.map((row) => [row.campaignId, row.xact]));
  return (campaignId) => {
    const before = lastOf.get(campaignId) ?? 0n;
    return before > own.xact ? before : own.xact;
  };
}

/**
 * Brings the feed's rows of every campaign in `scope` up to date at `now` and logs each change of what may serve.
 * Call it in the change's transaction, after its writes. Answers how many changes it logged.
 */
export async function syncServing(tx: Tx, scope: ServingScope, now = new Date()): Promise<number> {
  // No balance of these organizations moves while their campaigns are picked and read.
  await shareRows(tx, { table: "Organization", ids: scope.organizationIds ?? [] });
  const campaignIds = await campaignsInScope(tx, scope);
  await lockCampaigns(tx, campaignIds);
  return syncCampaigns(tx, campaignIds, now);
}

/** syncServing's work for `campaignIds`, under their locks (lockCampaigns). */
async function syncCampaigns(tx: Tx, campaignIds: string[], now: Date): Promise<number> {
  if (campaignIds.length === 0) return 0;
  const [campaigns, knownRows, knownBudgetRows] = await Promise.all([
    tx.campaign
      .findMany({ where: { id: { in: campaignIds } }, include: campaignInclude })
      .then((rows) => answeredRows(rows).map(readCampaignRow)),
    tx.servingAd
      .findMany({
        where: { campaignId: { in: campaignIds } },
        select: { adId: true, campaignId: true, servable: true, item: true, reasons: true, recheckAt: true },
      })
      .then(answeredRows),
    tx.servingBudget
      .findMany({
        where: { campaignId: { in: campaignIds } },
        select: { campaignId: true, budgetRemain: true, dailyBudgetRemain: true },
      })
      .then(answeredRows),
  ]);
  // A campaign that came to promote an iOS app gets its SKAN identifier before its items are built (skan-ids.ts).
  await assignSkanIds(tx, campaigns, now);
  const known = new Map<string, Known>(knownRows.map((row) => [row.adId, row]));
  const knownBudgets = new Map<string, KnownBudget>(knownBudgetRows.map((row) => [row.campaignId, row]));
  const factsOf = await loadServingFacts(campaigns, tx, now);
  const linkSettings = await loadLinkSettings(
    tx,
    campaigns.flatMap((campaign) => campaign.ads.flatMap((ad) => (ad.promotedAppId ? [ad.promotedAppId] : []))),
  );
  const networkIds = currentNetworkIds();

  const changes: Change[] = [];
  const rows: { next: AdServing; campaignId: string; organizationId: string; kind: ServingChangeKind | null }[] = [];
  const budgets: Budget[] = [];
  for (const campaign of campaigns) {
    const facts = factsOf(campaign);
    const ads = adServingOf(campaign, facts, now, (ad) => adTrackingLinks(campaign, ad, linkSettings, networkIds));
    const budget = servingBudgetOf(campaign, facts);
    // Only read with a servable item: a campaign serving nothing leaves its row as it is (it is brought up to date,
    // and its change logged, when something of it serves again; a client then gets each item whole anyway).
    if (ads.some((ad) => ad.servable) && !sameBudget(knownBudgets.get(campaign.id), budget)) {
      budgets.push({ campaignId: campaign.id, ...budget });
      changes.push({ adId: null, campaignId: campaign.id, kind: "BUDGET", reasons: [], item: budget });
    }
    knownBudgets.delete(campaign.id);
    for (const next of ads) {
      const before = known.get(next.adId);
      known.delete(next.adId);
      const kind = kindOf(before, next);
      // The change carries the item as serving/ads answers it: with the campaign's budgets left now.
      if (kind) {
        const item = next.servable ? { ...next.item, ...budget } : undefined;
        changes.push({ adId: next.adId, campaignId: campaign.id, kind, reasons: next.reasons, item });
      }
      const unchanged =
        before &&
        !kind &&
        before.servable === next.servable &&
        sameTime(before.recheckAt, next.recheckAt) &&
        sameReasons(before.reasons, next.reasons) &&
        (!next.servable || canonical(before.item) === canonical(next.item));
      if (!unchanged && (before || next.servable || next.recheckAt)) {
        rows.push({ next, campaignId: campaign.id, organizationId: campaign.organizationId, kind });
      }
    }
  }
  // Rows left are ads (or campaigns) that no longer exist.
  const gone = [...known.values()];
  for (const row of gone) {
    if (row.servable) changes.push({ adId: row.adId, campaignId: row.campaignId, kind: "STOPPED", reasons: ["DELETED"], item: undefined });
  }

  const xactOf = changes.length ? await entryOrder(tx, [...new Set(changes.map((change) => change.campaignId))]) : () => 0n;
  const logged = changes.length
    ? await tx.servingChange.createManyAndReturn({
        data: changes.map((change) => ({ ...change, xact: xactOf(change.campaignId) })),
        select: { seq: true, adId: true },
      })
    : [];
  const seqOf = new Map(logged.map((row) => [row.adId, row.seq]));
  if (gone.length) await tx.servingAd.deleteMany({ where: { adId: { in: gone.map((row) => row.adId) } } });
  // Budgets left are of campaigns that no longer exist.
  if (knownBudgets.size) await tx.servingBudget.deleteMany({ where: { campaignId: { in: [...knownBudgets.keys()] } } });
  await writeBudgets(tx, budgets, now);
  if (rows.length) {
    // One statement for every row, whatever their number (a top-up can touch every ad of an organization).
    const records = rows.map(({ next, campaignId, organizationId }) => ({
      adId: next.adId,
      campaignId,
      organizationId,
      servable: next.servable,
      item: next.item,
      reasons: next.reasons,
      recheckAt: next.recheckAt?.toISOString() ?? null,
      seq: String(seqOf.get(next.adId) ?? 0n),
    }));
    await tx.$executeRaw`
      INSERT INTO "ServingAd" ("adId", "campaignId", "organizationId", "servable", "item", "reasons", "recheckAt", "seq", "updatedAt")
      SELECT r."adId", r."campaignId", r."organizationId", r."servable", r."item", r."reasons", r."recheckAt", r."seq", ${now}
      FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r("adId" text, "campaignId" text, "organizationId" text,
        "servable" boolean, "item" jsonb, "reasons" text[], "recheckAt" timestamp(3), "seq" bigint)
      ON CONFLICT ("adId") DO UPDATE SET "campaignId" = EXCLUDED."campaignId", "organizationId" = EXCLUDED."organizationId",
        "servable" = EXCLUDED."servable", "item" = EXCLUDED."item", "reasons" = EXCLUDED."reasons",
        "recheckAt" = EXCLUDED."recheckAt", "updatedAt" = EXCLUDED."updatedAt",
        "seq" = CASE WHEN EXCLUDED."seq" > 0 THEN EXCLUDED."seq" ELSE "ServingAd"."seq" END`;
  }
  return logged.length;
}

/** The timed sweep: campaigns whose start, end or daily reset has come since they were last looked at. */
export async function syncTimedServing(tx: Tx, now = new Date()): Promise<number> {
  const due = await tx.servingAd.findMany({
    where: { recheckAt: { lte: now } },
    select: { campaignId: true },
    distinct: ["campaignId"],
    take: 500,
  });
  if (due.length === 0) return 0;
  return syncServing(tx, { campaignIds: due.map((row) => row.campaignId) }, now);
}

/** syncServing in the request's own transaction (operations run inside it: the ambient client joins it). */
export function syncServingInRequest(scope: ServingScope): Promise<number> {
  return syncServing(prisma, scope);
}

/**
 * After delivery was charged: the campaigns of its ads (spend, budget left), and every campaign of an organization
 * whose balance is now 0 or below (none of its paid campaigns may serve any more).
 */
export async function syncServingAfterSpend(spent: { campaignIds: string[]; emptiedOrganizationIds: string[] }): Promise<number> {
  const now = new Date();
  // The report's transaction holds its organizations' rows and its campaigns' rows (ingestDelivery); the campaigns of
  // an emptied organization are locked here, under that organization's row, which no one else can then hold.
  const campaignIds = await campaignsInScope(prisma, { campaignIds: spent.campaignIds, organizationIds: spent.emptiedOrganizationIds });
  await lockCampaigns(prisma, campaignIds);
  const { whole, logged } = await syncSpentBudgets(prisma, campaignIds, now);
  return logged + (await syncCampaigns(prisma, whole, now));
}

/**
 * Spend moves only amounts, and only down: a campaign whose budget, daily budget and balance are all still above 0
 * cannot have had an ad start or stop serving through it. Such a campaign gets its budget row and one BUDGET change
 * (when something of it serves), and its ads' rows stay as they are, unless time has come for them (a start, end or
 * daily reset at or before now) or today's reset is not yet among their recheck times (the day's first spend under
 * a daily budget). Answers the campaigns to bring up to date whole, and the changes logged for the others.
 */
async function syncSpentBudgets(tx: Tx, campaignIds: string[], now: Date) {
  if (campaignIds.length === 0) return { whole: [], logged: 0 };
  const [campaigns, stored, knownBudgetRows] = await Promise.all([
    tx.campaign
      .findMany({
        where: { id: { in: campaignIds } },
        select: { id: true, organizationId: true, kind: true, budget: true, budgetRemain: true, dailyBudget: true, promotedAppIds: true },
      })
      .then(answeredRows),
    tx.$queryRaw<{ campaignId: string; serving: boolean; firstRecheck: Date | null; lastRecheck: Date | null; neverRecheck: boolean }[]>`
      SELECT "campaignId", bool_or("servable") AS "serving", min("recheckAt") AS "firstRecheck", max("recheckAt") AS "lastRecheck",
        bool_or("recheckAt" IS NULL) AS "neverRecheck"
      FROM "ServingAd" WHERE "campaignId" = ANY(${campaignIds}::text[]) GROUP BY "campaignId"`.then(answeredRows),
    tx.servingBudget
      .findMany({
        where: { campaignId: { in: campaignIds } },
        select: { campaignId: true, budgetRemain: true, dailyBudgetRemain: true },
      })
      .then(answeredRows),
  ]);
  const factsOf = await loadServingFacts(campaigns, tx, now);
  const rowsOf = new Map(stored.map((row) => [row.campaignId, row]));
  const knownBudgets = new Map<string, KnownBudget>(knownBudgetRows.map((row) => [row.campaignId, row]));
  const whole = new Set(campaignIds);
  const budgets: Budget[] = [];
  for (const campaign of campaigns) {
    const rows = rowsOf.get(campaign.id);
    const facts = factsOf(campaign);
    if (!rows || !amountsOnly(campaign, facts, rows, now)) continue;
    whole.delete(campaign.id);
    const budget = servingBudgetOf(campaign, facts);
    if (rows.serving && !sameBudget(knownBudgets.get(campaign.id), budget)) budgets.push({ campaignId: campaign.id, ...budget });
  }
  await writeBudgets(tx, budgets, now);
  if (budgets.length) {
    const xactOf = await entryOrder(
      tx,
      budgets.map((budget) => budget.campaignId),
    );
    await tx.servingChange.createMany({
      data: budgets.map(({ campaignId, ...budget }) => ({
        adId: null,
        campaignId,
        kind: "BUDGET",
        reasons: [],
        item: budget,
        xact: xactOf(campaignId),
      })),
    });
  }
  return { whole: [...whole], logged: budgets.length };
}
