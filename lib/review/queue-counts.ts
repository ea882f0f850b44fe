import "server-only";
import { prisma } from "@/lib/db/client";
import type { ReviewCounts } from "./schemas";

/** How many items wait in each reviewers' queue (the same filters as the queues themselves). */
export async function countReviewQueues(): Promise<ReviewCounts> {
  const [appPlatforms, campaigns, ads, topUps] = await Promise.all([
    prisma.platformReview.count({ where: { status: "APPROVAL_STATUS_PENDING", app: { deletedAt: null } } }),
    prisma.campaign.count({ where: { status: "CAMPAIGN_STATUS_PENDING" } }),
    // lib/campaigns/list-ad-review-queue.ts: a PENDING ad whose campaign is past review and not explicitly ENDED
    prisma.ad.count({
      where: {
        reviewStatus: "PENDING",
        campaign: {
          status: { notIn: ["CAMPAIGN_STATUS_DRAFT", "CAMPAIGN_STATUS_PENDING", "CAMPAIGN_STATUS_REJECTED", "CAMPAIGN_STATUS_ENDED"] },
        },
      },
    }),
    prisma.topUp.count({ where: { status: "TOP_UP_STATUS_REQUESTED" } }),
  ]);
  return { appPlatforms, campaigns, ads, topUps };
}
