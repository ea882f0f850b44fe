import "server-only";
import { paginationQuery } from "@/lib/api/pagination";
import { getMe } from "@/lib/members/get-me";
import { listCallerOrganizations } from "@/lib/organizations/organization-queries";
import { organizationKeys } from "@/lib/organizations/query-keys";
import { serializeCallerOrganization } from "@/lib/organizations/schemas";
import { reviewKeys } from "@/lib/review/query-keys";
import { countReviewQueues } from "@/lib/review/queue-counts";
import { prefetchJson } from "./server-query-client";
import { sessionOrganization } from "./session-organization";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** The console shell's queries: GET /me (nav items, role), the caller's organizations (the switcher) and, for reviewers, the queues' counts (the nav badge). */
export async function prefetchShell(organizationId: string): Promise<void> {
  const { user, access } = await sessionOrganization(organizationId);
  await Promise.all([
    prefetchJson(organizationKeys.me(organizationId), () => getMe(organizationId, user, (action) => access.can(action), access.statements)),
    prefetchOrganizations(user.id),
    user.reviewer ? prefetchJson(reviewKeys.counts(), countReviewQueues) : undefined,
  ]);
}

/** GET /api/core/organizations?limit=200, as useOrganizations reads it. */
async function prefetchOrganizations(userId: string): Promise<void> {
  await prefetchJson(organizationKeys.list(), async () => {
    const page = await listCallerOrganizations(userId, paginationQuery.parse({ limit: String(PAGE_SIZES.organizations) }));
    return { items: page.items.map(serializeCallerOrganization), nextCursor: page.nextCursor };
  });
}
