import "server-only";
import { listApps } from "@/lib/apps/list-apps";
import { appKeys } from "@/lib/apps/query-keys";
import { listAppsQuery, serializeApp } from "@/lib/apps/schemas";
import { prefetchFirstPage } from "./server-query-client";
import { sessionOrganization } from "./session-organization";

/** The apps list's first page with no filter, as useApps reads it (a role scoped to apps lists those). */
export async function prefetchApps(organizationId: string): Promise<void> {
  const { may, access, user } = await sessionOrganization(organizationId);
  const appScope = access.appScope("app:read");
  const reviewerOutside = user.reviewer && !access.membership && may("app:read");
  if (!reviewerOutside && (!access.membership || access.expired || (appScope !== "all" && appScope.length === 0))) return;
  await prefetchFirstPage(appKeys.list(organizationId, {}), undefined, async () => {
    const page = await listApps(organizationId, { ...listAppsQuery.parse({ limit: "50" }), appScope: reviewerOutside ? "all" : appScope });
    return { items: page.items.map(serializeApp), nextCursor: page.nextCursor };
  });
}
