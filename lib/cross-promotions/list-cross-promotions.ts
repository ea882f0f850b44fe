import "server-only";
import { prisma } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { afterKeyset, pageOf } from "../api/keyset-cursor";
import { campaignInclude } from "../campaigns/campaign-include";
import type { ListCrossPromotionsQuery } from "./schemas";

/** Operation 5: newest first, keyset pages, optionally one promoted app's. */
export async function listCrossPromotions(organizationId: string, { limit, cursor, promotedAppId }: ListCrossPromotionsQuery) {
  const rows = await prisma.crossPromotion.findMany({
    where: {
      organizationId,
      ...(promotedAppId ? { promotedAppId } : {}),
      ...(afterKeyset("createdAt", cursor, "desc") as Prisma.CrossPromotionWhereInput),
    },
    include: { campaign: { include: campaignInclude } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  const { page, nextCursor } = pageOf(rows, limit, (row) => row.createdAt);
  return { items: page.map(({ campaign, ...record }) => ({ record, campaign })), nextCursor };
}
