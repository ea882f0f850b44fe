import "server-only";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { callOperation } from "@/lib/http/server-call";
import type { Me } from "@/lib/members/member-schema";
import { getMe, listMyOrganizations } from "@/lib/operations/organizations";
import { organizationKeys } from "@/lib/organizations/query-keys";
import { reviewKeys } from "@/lib/review/query-keys";
import { countReviewQueues } from "@/lib/review/queue-counts";
import { prefetchJson, serverQueryClient } from "./server-query-client";

/** The console shell's queries: GET /me (nav items, role), the caller's organizations (the switcher) and, for reviewers, the queues' counts (the nav badge). */
export async function prefetchShell(organizationId: string): Promise<void> {
  await Promise.all([
    prefetchJson(organizationKeys.me(organizationId), () => callOperation(getMe, { params: { organizationId } })).then(() =>
      prefetchReviewCounts(organizationId),
    ),
    prefetchJson(organizationKeys.list(), () => callOperation(listMyOrganizations, { query: { limit: PAGE_SIZES.organizations } })),
  ]);
}

/** The queries prefetchShell puts in the cache: the organization layout hands the browser these (its pages, their own). */
export function shellQueryKeys(organizationId: string) {
  return [organizationKeys.me(organizationId), organizationKeys.list(), reviewKeys.counts()];
}

/** The nav asks for the review queues' counts when /me says the caller is a reviewer; so does its prefetch. */
async function prefetchReviewCounts(organizationId: string): Promise<void> {
  const me = serverQueryClient().getQueryData<Me>(organizationKeys.me(organizationId));
  if (me?.reviewer) await prefetchJson(reviewKeys.counts(), countReviewQueues);
}
