import "server-only";
import { getAppOrThrow } from "@/lib/apps/get-app-or-throw";
import { listApprovalHistory } from "@/lib/apps/list-approval-history";
import { listApps } from "@/lib/apps/list-apps";
import { appKeys } from "@/lib/apps/query-keys";
import { appForCaller, approvalHistoryQuery, listAppsQuery, serializeApp } from "@/lib/apps/schemas";
import { OBJECT_ID_PATTERN } from "@/lib/ids";
import { appTarget } from "@/lib/permissions/statements";
import { prefetchFirstPage, prefetchJson } from "./server-query-client";
import { sessionOrganization } from "./session-organization";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** The apps list's first page with no filter, as useApps reads it (a role scoped to apps lists those). */
export async function prefetchApps(organizationId: string): Promise<void> {
  // Members only: platform reviewers read single apps of other organizations, not their list.
  const { access, member } = await sessionOrganization(organizationId);
  const appScope = access.appScope("app:read");
  if (!member || (appScope !== "all" && appScope.length === 0)) return;
  await prefetchFirstPage(appKeys.list(organizationId, {}), undefined, async () => {
    const page = await listApps(organizationId, { ...listAppsQuery.parse({ limit: String(PAGE_SIZES.apps) }), appScope });
    return { items: page.items.map(serializeApp), nextCursor: page.nextCursor };
  });
}

/** The app page: the app (useApp) and its approval history's first page for every platform (useApprovalHistory). */
export async function prefetchApp(organizationId: string, appId: string): Promise<void> {
  if (!OBJECT_ID_PATTERN.test(appId)) return;
  const target = appTarget(organizationId, appId);
  const { may, asReviewer } = await sessionOrganization(organizationId);
  if (!may("app:read", target)) return;
  // An app that is not there (or deleted) throws: the browser asks and shows its 404.
  await Promise.all([
    prefetchJson(appKeys.detail(organizationId, appId), async () =>
      appForCaller(serializeApp(await getAppOrThrow({ id: appId, organizationId })), asReviewer("app:read", target)),
    ),
    prefetchFirstPage(appKeys.history(organizationId, appId), undefined, () =>
      listApprovalHistory(organizationId, appId, approvalHistoryQuery.parse({ limit: String(PAGE_SIZES.approvalHistory) })),
    ),
  ]);
}
