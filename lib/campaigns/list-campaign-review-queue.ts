import "server-only";
import { prisma } from "@/lib/db/client";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { campaignInclude } from "./campaign-include";
import { campaignAnswers } from "./campaign-answers";
import { readCampaignRow } from "./stored-columns";
import { campaignReviewItemSchema, type CampaignReviewQueue } from "./schemas";

/**
 * Extension GET /api/core/review/campaigns: every organization's PENDING campaigns, oldest first. Creating a
 * campaign submits it, so its createdAt is when the review was requested.
 */
export async function listCampaignReviewQueue(query: PageQuery, baseUrl: string): Promise<CampaignReviewQueue> {
  const order = keyset("createdAt", "asc", query);
  const rows = await prisma.campaign.findMany({
    where: { status: "CAMPAIGN_STATUS_PENDING", ...order.where },
    include: { ...campaignInclude, organization: { select: { name: true } } },
    orderBy: order.orderBy,
    take: order.take,
  });
  const { items, nextCursor } = pageOf(rows, query.limit, "createdAt");
  const campaigns = await campaignAnswers(items.map(readCampaignRow), baseUrl);
  return {
    items: campaigns.map((campaign, i) =>
      campaignReviewItemSchema.parse({
        organizationId: campaign.advertiser,
        organizationName: items[i].organization.name,
        ...campaign,
        submittedAt: campaign.createdAt,
      }),
    ),
    nextCursor,
  };
}
