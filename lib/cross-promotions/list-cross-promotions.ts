import "server-only";
import { prisma } from "@/lib/db/client";
import { keyset, pageOf } from "@/lib/api/pagination";
import { campaignInclude } from "@/lib/campaigns/campaign-include";
import { readCampaignRow } from "@/lib/campaigns/stored-columns";
import type { ListCrossPromotionsQuery } from "./schemas";

/** Operation 5: newest first, keyset pages, optionally one promoted app's. */
export async function listCrossPromotions(organizationId: string, query: ListCrossPromotionsQuery) {
  const page = keyset("createdAt", "desc", query);
  const rows = await prisma.crossPromotion.findMany({
    where: { organizationId, ...(query.promotedAppId ? { promotedAppId: query.promotedAppId } : {}), AND: [page.where] },
    include: { campaign: { include: campaignInclude } },
    orderBy: page.orderBy,
    take: page.take,
  });
  const { items, nextCursor } = pageOf(rows, query.limit, "createdAt");
  return { items: items.map(({ campaign, ...record }) => ({ record, campaign: readCampaignRow(campaign) })), nextCursor };
}
