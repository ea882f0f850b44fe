import "server-only";
import { headers } from "next/headers";
import { originOf } from "@/lib/api/request-origin";
import { appKeys } from "@/lib/apps/query-keys";
import { appPlatformQueueQuery } from "@/lib/apps/schemas";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { listCampaignReviewQueue } from "@/lib/campaigns/list-campaign-review-queue";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import { listAppPlatformQueue } from "@/lib/apps/list-app-platform-queue";
import { reviewQueueQuery } from "@/lib/review/queue";
import { listOpenTopUps } from "@/lib/top-ups/list-top-ups";
import { topUpKeys } from "@/lib/top-ups/query-keys";
import { topUpPageQuery } from "@/lib/top-ups/schemas";
import { prefetchFirstPage } from "./server-query-client";
import { sessionOrganization } from "./session-organization";

// The reviewers' queues span every organization and answer platform reviewers only: anyone else's page shows
// the refusal without asking.

async function reviewer(organizationId: string): Promise<boolean> {
  return (await sessionOrganization(organizationId)).user.reviewer;
}

/** The app platforms waiting for review, every platform, first page of 50, as useReviewQueue reads it. */
export async function prefetchAppPlatformQueue(organizationId: string): Promise<void> {
  if (!(await reviewer(organizationId))) return;
  await prefetchFirstPage(appKeys.reviewQueue(), undefined, () => listAppPlatformQueue(appPlatformQueueQuery.parse({ limit: "50" })));
}

/** The campaigns waiting for review, first page of 20, as useCampaignReviewQueue reads it. */
export async function prefetchCampaignReviewQueue(organizationId: string): Promise<void> {
  if (!(await reviewer(organizationId))) return;
  const baseUrl = publicBaseUrl(originOf(await headers()));
  await prefetchFirstPage(campaignKeys.reviewQueue(), undefined, () =>
    listCampaignReviewQueue(reviewQueueQuery.parse({ limit: "20" }), baseUrl),
  );
}

/** The open top-up requests, first page of 50, as useTopUpQueue reads it. */
export async function prefetchTopUpQueue(organizationId: string): Promise<void> {
  if (!(await reviewer(organizationId))) return;
  await prefetchFirstPage(topUpKeys.queue(), undefined, () => listOpenTopUps(topUpPageQuery.parse({ limit: "50" })));
}
