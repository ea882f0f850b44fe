import "server-only";
import { prisma } from "@/lib/db/client";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { endedByEndAt } from "./effective-status";
import type { CampaignStatus } from "./statuses";
import { campaignStatusRecordSchema, type CampaignHistory, type CampaignStatusRecord } from "./schemas";

type Campaign = { id: string; status: CampaignStatus; endAt: Date | null };

/**
 * The end that endAt brought, which no one wrote: shown at the top of the history, dated endAt. Its id is the
 * campaign's own with endAt's seconds in front, so it is stable from one read to the next.
 */
function endAtRecord(campaign: Campaign): CampaignStatusRecord {
  const endAt = campaign.endAt as Date;
  const seconds = Math.floor(endAt.getTime() / 1000)
    .toString(16)
    .padStart(8, "0");
  return campaignStatusRecordSchema.parse({
    _id: seconds + campaign.id.slice(8),
    campaignId: campaign.id,
    statusFrom: campaign.status,
    statusTo: "CAMPAIGN_STATUS_ENDED",
    reason: "endAt passed",
    createdAt: endAt.toISOString(),
  });
}

/** The names of the changed fields a record keeps (a JSON array of strings). */
const stringList = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : undefined;

/** Extension GET /campaign/{id}/history: every status change and every ad's submission to review, newest first. */
export async function listCampaignHistory(campaign: Campaign, query: PageQuery): Promise<CampaignHistory> {
  const order = keyset("createdAt", "desc", query);
  const rows = await prisma.campaignStatusRecord.findMany({
    where: { campaignId: campaign.id, ...order.where },
    orderBy: order.orderBy,
    take: order.take,
  });
  const { items: page, nextCursor } = pageOf(rows, query.limit, "createdAt");
  const userIds = [...new Set(page.map((row) => row.changedById).filter((id): id is string => !!id))];
  const users = userIds.length ? await prisma.user.findMany({ where: { id: { in: userIds } }, select: { id: true, fullName: true } }) : [];
  const names = new Map(users.map((user) => [user.id, user.fullName]));
  const adIds = [...new Set(page.map((row) => row.adId).filter((id): id is string => !!id))];
  const ads = adIds.length ? await prisma.ad.findMany({ where: { id: { in: adIds } }, select: { id: true, name: true } }) : [];
  const adNames = new Map(ads.map((ad) => [ad.id, ad.name]));
  const items = page.map((row) =>
    campaignStatusRecordSchema.parse({
      _id: row.id,
      campaignId: row.campaignId,
      statusFrom: row.statusFrom ?? undefined,
      statusTo: row.statusTo,
      reason: row.reason ?? undefined,
      ...(row.adId ? { adId: row.adId, adName: adNames.get(row.adId), changes: stringList(row.changes) } : {}),
      changedBy: row.changedById ?? undefined,
      changedByName: row.changedById ? names.get(row.changedById) : undefined,
      createdAt: row.createdAt.toISOString(),
    }),
  );
  return { items: !query.cursor && endedByEndAt(campaign) ? [endAtRecord(campaign), ...items] : items, nextCursor };
}
