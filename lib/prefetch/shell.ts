import "server-only";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { callOperation } from "@/lib/http/server-call";
import type { Me } from "@/lib/members/member-schema";
import { listNotifications } from "@/lib/operations/notifications";
import { notificationKeys } from "@/lib/notifications/query-keys";
import { getMe, listMyOrganizations } from "@/lib/operations/organizations";
import { organizationKeys } from "@/lib/organizations/query-keys";
import { reviewKeys } from "@/lib/review/query-keys";
import { countReviewQueues } from "@/lib/review/queue-counts";
import { prefetchJson, serverQueryClient } from "./server-query-client";

/**
 * The console shell's queries: GET /me (nav items, role), the caller's organizations (the switcher), the bell's
 * latest notifications (its unread count is in the first HTML, and the page makes no request for it as it loads)
 * and, for reviewers, the queues' counts (the nav badge).
 */
export async function prefetchShell(organizationId: string): Promise<void> {
  await Promise.all([
    prefetchJson(organizationKeys.me(organizationId), () => callOperation(getMe, { params: { organizationId } })).then(() =>
      prefetchReviewCounts(organizationId),
    ),
    prefetchJson(organizationKeys.list(), () => callOperation(listMyOrganizations, { query: { limit: PAGE_SIZES.organizations } })),
    prefetchJson(notificationKeys.latest(), () => callOperation(listNotifications, { query: { limit: PAGE_SIZES.notificationBell } })),
  ]);
}

/** The queries prefetchShell puts in the cache: the organization layout hands the browser these (its pages, their own). */
export function shellQueryKeys(organizationId: string) {
  return [organizationKeys.me(organizationId), organizationKeys.list(), notificationKeys.latest(), reviewKeys.counts()];
}

/** The nav asks for the review queues' counts when /me says the caller is a reviewer; so does its prefetch. */
async function prefetchReviewCounts(organizationId: string): Promise<void> {
  const me = serverQueryClient().getQueryData<Me>(organizationKeys.me(organizationId));
  if (me?.reviewer) await prefetchJson(reviewKeys.counts(), countReviewQueues);
}
