import "server-only";
import type { Tx } from "@/lib/db/client";
import type { Campaign } from "@/lib/db/generated/client";

// Each campaign promoting an iOS app gets a SKAN identifier the ad server signs its impressions with: the campaign-id
// of SKAdNetwork 2-3 (Apple allows 1 to 100) and the source-identifier of SKAdNetwork 4 and AdAttributionKit. Apple
// gives back only the last two digits of a source identifier in its lowest data tier, so the identifier is 1 to 99
// (two digits at most: every tier names the same campaign) and unique across the network, whose one ad network id
// Apple's postbacks carry. An identifier stays with its campaign after it ends, since Apple posts up to ~2 months late
// (a 30-day attribution window, conversion windows to day 35, a random delay of up to 144 hours, retries for 9
// days): it moves to another campaign only when every identifier is taken and its campaign has been over for
// SKAN_ID_REUSE_DAYS.

const SKAN_ID_MIN = 1;
export const SKAN_ID_MAX = 99;
const SKAN_ID_REUSE_DAYS = 90;
const IOS = "APP_PLATFORM_IOS";
const OVER = new Set(["CAMPAIGN_STATUS_ENDED", "CAMPAIGN_STATUS_REJECTED"]);
// Assignments are serialized by one transaction-scoped advisory lock: two campaigns never take the same free identifier.
const ASSIGN_LOCK = 0x736b616e; // "skan"

// The campaign's status as stored: this domain sits below lib/campaigns (which owns the status union) and only
// tells the two statuses after which a campaign never serves again (OVER) from the rest.
type Candidate = Pick<Campaign, "id" | "status" | "endAt" | "platforms" | "promotedAppIds"> & { skanId?: number | null };

type Holder = Pick<Campaign, "id" | "status" | "endAt" | "updatedAt"> & { skanId: number };

/** When a holder of an identifier stopped serving for good; null while it may still serve. */
function overSince(holder: Pick<Holder, "status" | "endAt" | "updatedAt">, now: Date): Date | null {
  if (holder.endAt && holder.endAt <= now) return holder.endAt;
  return OVER.has(holder.status) ? holder.updatedAt : null;
}

/**
 * Which identifier the next campaign takes: the lowest free one, else the one whose campaign has been over longest
 * (and at least SKAN_ID_REUSE_DAYS); null when none can be had.
 */
export function nextSkanId(holders: readonly Holder[], now: Date): { skanId: number; from: string | null } | null {
  const held = new Set(holders.map((holder) => holder.skanId));
  for (let skanId = SKAN_ID_MIN; skanId <= SKAN_ID_MAX; skanId++) if (!held.has(skanId)) return { skanId, from: null };
  const limit = now.getTime() - SKAN_ID_REUSE_DAYS * 86_400_000;
  let oldest: { holder: Holder; at: number } | null = null;
  for (const holder of holders) {
    const at = overSince(holder, now)?.getTime();
    if (at !== undefined && at <= limit && (!oldest || at < oldest.at)) oldest = { holder, at };
  }
  return oldest ? { skanId: oldest.holder.skanId, from: oldest.holder.id } : null;
}

/** Whether a campaign should carry an identifier now, before its apps are looked at. */
function mayNeedSkanId(campaign: Candidate, now: Date): boolean {
  if (campaign.skanId != null || campaign.promotedAppIds.length === 0) return false;
  if (OVER.has(campaign.status) || (campaign.endAt && campaign.endAt <= now)) return false;
  return campaign.platforms.length === 0 || campaign.platforms.includes(IOS);
}

/**
 * Gives every campaign of `campaigns` that promotes an iOS app (and may serve on iOS) and has no identifier yet one,
 * in the caller's transaction, and sets `skanId` on those objects. The serving sync calls it before building the
 * campaigns' items, so the feed carries the identifier from the first item on. A campaign left without one (all 99
 * taken by live campaigns) is tried again on its next sync.
 */
export async function assignSkanIds<C extends Candidate>(tx: Tx, campaigns: C[], now: Date): Promise<void> {
  const candidates = campaigns.filter((campaign) => mayNeedSkanId(campaign, now));
  if (candidates.length === 0) return;
  const appIds = [...new Set(candidates.flatMap((campaign) => campaign.promotedAppIds))];
  const iosApps = await tx.app.findMany({
    where: { id: { in: appIds }, deletedAt: null, platforms: { has: IOS } },
    select: { id: true },
  });
  const ios = new Set(iosApps.map((app) => app.id));
  const needing = candidates.filter((campaign) => campaign.promotedAppIds.some((appId) => ios.has(appId)));
  if (needing.length === 0) return;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ASSIGN_LOCK}::bigint)`;
  const holders = (await tx.campaign.findMany({
    where: { skanId: { not: null } },
    select: { id: true, skanId: true, status: true, endAt: true, updatedAt: true },
  })) as Holder[];
  for (const campaign of needing) {
    const next = nextSkanId(holders, now);
    if (!next) return;
    if (next.from) {
      await tx.$executeRaw`UPDATE "Campaign" SET "skanId" = NULL WHERE "id" = ${next.from}`;
      holders.splice(
        holders.findIndex((holder) => holder.id === next.from),
        1,
      );
    }
    // Not through the model: the identifier is the network's bookkeeping, not a change to the campaign (updatedAt).
    await tx.$executeRaw`UPDATE "Campaign" SET "skanId" = ${next.skanId} WHERE "id" = ${campaign.id}`;
    holders.push({ id: campaign.id, skanId: next.skanId, status: campaign.status, endAt: campaign.endAt, updatedAt: now });
    campaign.skanId = next.skanId;
  }
}
