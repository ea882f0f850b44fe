import "server-only";
import { prisma } from "@/lib/db/client";
import type { ReviewCounts } from "./schemas";

/** How many items wait in each reviewers' queue (the same filters as the queues themselves). */
export async function countReviewQueues(): Promise<ReviewCounts> {
  const [appPlatforms, campaigns, topUps] = await Promise.all([
    prisma.platformReview.count({ where: { status: "APPROVAL_STATUS_PENDING", app: { deletedAt: null } } }),
    prisma.campaign.count({ where: { status: "CAMPAIGN_STATUS_PENDING" } }),
    prisma.topUp.count({ where: { status: "TOP_UP_STATUS_REQUESTED" } }),
  ]);
  return { appPlatforms, campaigns, topUps };
}
