import "server-only";
import { prisma, type Tx } from "@/lib/db/client";
import { chargedToday, type ChargedToday } from "./budget-day";
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

/**
 * What the serving status of every campaign of a page needs, in three queries for the whole page (never one per
 * campaign): the balances of their organizations, the approval of the apps they promote and
 * each campaign's charged spend today (its current budget day: UTC, or the organization's once reported by the hour).
 * `now` decides which day is today: the serving sync passes its own instant, so one sync sees one moment.
 */
export async function loadServingFacts(
  campaigns: FactsInput[],
  db: Db = prisma,
  now = new Date(),
): Promise<(campaign: FactsInput) => ServingFacts> {
  const organizationIds = [...new Set(campaigns.map((c) => c.organizationId))];
  const appIds = [...new Set(campaigns.flatMap((c) => c.promotedAppIds))];
  const [balances, apps, spent] = await Promise.all([
    balancesOf(db, organizationIds),
    promotedApps(db, appIds),
    chargedToday(
      db,
      campaigns.map((c) => c.id),
      now.getTime(),
    ),
  ]);
  const approvedAppIds = new Set(apps.filter((app) => app.approved).map((app) => app.id));
  const appNames = new Map(apps.map((app) => [app.id, app.name]));
  return (campaign) => ({
    balance: balances.get(campaign.organizationId) ?? 0n,
    approvedAppIds,
    appNames,
    ...todayFacts(spent.get(campaign.id)),
  });
}

/** A campaign's spend on its current budget day, and when that day ends if it is the organization's. */
export function todayFacts(today: ChargedToday | undefined): Pick<ServingFacts, "spentToday" | "spentTodayEndsAt"> {
  return {
    spentToday: today ? BigInt(today.spentToday) : 0n,
    ...(today?.spentTodayEndsAt ? { spentTodayEndsAt: new Date(today.spentTodayEndsAt) } : {}),
  };
}
