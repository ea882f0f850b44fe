import "server-only";
import { prisma, type Tx } from "@/lib/db/client";
import { utcDayOf } from "@/lib/utc-day";
import type { ServingFacts } from "./serving-status";

type Db = Pick<Tx, "$queryRaw" | "app">;

/** Each organization's balance (the latest ledger row's balanceAfter), in one query whatever their number. */
async function balancesOf(db: Db, organizationIds: string[]): Promise<Map<string, bigint>> {
  if (organizationIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ organizationId: string; balanceAfter: bigint }[]>`
    SELECT DISTINCT ON ("organizationId") "organizationId", "balanceAfter"
    FROM "LedgerEntry" WHERE "organizationId" = ANY(${organizationIds}::text[])
    ORDER BY "organizationId", "createdAt" DESC, "id" DESC`;
  return new Map(rows.map((row) => [row.organizationId, BigInt(row.balanceAfter)]));
}

/** The promoted apps among `appIds` (this organization's, not deleted), with whether any platform is APPROVED. */
async function promotedApps(db: Db, appIds: string[]) {
  if (appIds.length === 0) return [];
  const apps = await db.app.findMany({
    where: { id: { in: appIds }, deletedAt: null },
    select: {
      id: true,
      name: true,
      organizationId: true,
      platformReviews: { where: { status: "APPROVAL_STATUS_APPROVED" }, select: { id: true } },
    },
  });
  return apps.map((app) => ({ id: app.id, name: app.name, organizationId: app.organizationId, approved: app.platformReviews.length > 0 }));
}

type FactsInput = { id: string; organizationId: string; promotedAppIds: string[] };

/** Each campaign's charged spend on today's UTC day, in one query whatever their number. */
async function spentTodayOf(db: Db, campaignIds: string[]): Promise<Map<string, bigint>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ campaignId: string; charged: bigint }[]>`
    SELECT "campaignId", sum("charged") AS "charged" FROM "DeliveryDay"
    WHERE "campaignId" = ANY(${campaignIds}::text[]) AND "date" = ${utcDayOf(Date.now())}::date GROUP BY "campaignId"`;
  return new Map(rows.map((row) => [row.campaignId, BigInt(row.charged)]));
}

/**
 * What the serving status of every campaign of a page needs, in three queries for the whole page (never one per
 * campaign): the balances of their organizations, the approval of the apps they promote and
 * each campaign's charged spend today.
 */
export async function loadServingFacts(campaigns: FactsInput[], db: Db = prisma): Promise<(campaign: FactsInput) => ServingFacts> {
  const organizationIds = [...new Set(campaigns.map((c) => c.organizationId))];
  const appIds = [...new Set(campaigns.flatMap((c) => c.promotedAppIds))];
  const [balances, apps, spent] = await Promise.all([
    balancesOf(db, organizationIds),
    promotedApps(db, appIds),
    spentTodayOf(
      db,
      campaigns.map((c) => c.id),
    ),
  ]);
  const approvedAppIds = new Set(apps.filter((app) => app.approved).map((app) => app.id));
  const appNames = new Map(apps.map((app) => [app.id, app.name]));
  return (campaign) => ({
    balance: balances.get(campaign.organizationId) ?? 0n,
    approvedAppIds,
    appNames,
    spentToday: spent.get(campaign.id) ?? 0n,
  });
}
