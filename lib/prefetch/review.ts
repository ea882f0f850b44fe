import "server-only";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { callOperation } from "@/lib/http/server-call";
import { listAppReviewQueue } from "@/lib/operations/apps";
import { appKeys } from "@/lib/apps/query-keys";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import { listAdReviewQueue, listCampaignReviewQueue } from "@/lib/operations/review";
import { listTopUpReviewQueue } from "@/lib/operations/top-ups";
import { topUpKeys } from "@/lib/top-ups/query-keys";
import { prefetchFirstPage } from "./server-query-client";

// The reviewers' queues span every organization and answer platform reviewers only: anyone else's refusal is
// left to the browser, which asks and shows it.

/** The app platforms waiting for review, every platform, first page of 50, as useReviewQueue reads it. */
export async function prefetchAppPlatformQueue(): Promise<void> {
  await prefetchFirstPage(appKeys.reviewQueue(), undefined, () =>
    callOperation(listAppReviewQueue, { query: { limit: PAGE_SIZES.appPlatformQueue } }),
  );
}

/** The campaigns waiting for review, first page of 20, as useCampaignReviewQueue reads it. */
export async function prefetchCampaignReviewQueue(): Promise<void> {
  await prefetchFirstPage(campaignKeys.reviewQueue(), undefined, () =>
    callOperation(listCampaignReviewQueue, { query: { limit: PAGE_SIZES.campaignReviewQueue } }),
  );
}

/** The ads waiting for review in campaigns approved before, first page of 20, as useAdReviewQueue reads it. */
export async function prefetchAdReviewQueue(): Promise<void> {
  await prefetchFirstPage(campaignKeys.adReviewQueue(), undefined, () =>
    callOperation(listAdReviewQueue, { query: { limit: PAGE_SIZES.adReviewQueue } }),
  );
}

/** The open top-up requests, first page of 50, as useTopUpQueue reads it. */
export async function prefetchTopUpQueue(): Promise<void> {
  await prefetchFirstPage(topUpKeys.queue(), undefined, () =>
    callOperation(listTopUpReviewQueue, { query: { limit: PAGE_SIZES.topUpQueue } }),
  );
}
