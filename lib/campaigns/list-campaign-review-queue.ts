import "server-only";
import { prisma } from "../db/client";
import { afterKeyset, pageOf, type Keyset } from "../api/keyset-cursor";
import { campaignInclude } from "./campaign-include";
import { campaignAnswers } from "./campaign-answers";
import type { CampaignReviewQueue } from "./schemas";

/** Extension GET /api/core/review/campaigns: every organization's PENDING campaigns, oldest first. */
export async function listCampaignReviewQueue({ limit, cursor }: { limit: number; cursor?: Keyset }, baseUrl: string): Promise<CampaignReviewQueue> {
  const rows = await prisma.campaign.findMany({
    where: { status: "CAMPAIGN_STATUS_PENDING", ...afterKeyset("createdAt", cursor, "asc") },
    include: { ...campaignInclude, organization: { select: { name: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: limit + 1,
  });
  const { page, nextCursor } = pageOf(rows, limit, (row) => row.createdAt);
  const campaigns = await campaignAnswers(page, baseUrl);
  return { items: campaigns.map((campaign, i) => ({ ...campaign, organizationName: page[i].organization.name })), nextCursor };
}
