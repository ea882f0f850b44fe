import "server-only";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { callOperation } from "@/lib/http/server-call";
import { approvalHistory, getApp, listApps } from "@/lib/operations/apps";
import { appKeys } from "@/lib/apps/query-keys";
import { prefetchFirstPage, prefetchJson } from "./server-query-client";

/** The apps list's first page with no filter, as useApps reads it (a role scoped to apps lists those). */
export async function prefetchApps(organizationId: string): Promise<void> {
  await prefetchFirstPage(appKeys.list(organizationId, {}), undefined, () =>
    callOperation(listApps, { params: { organizationId }, query: { limit: PAGE_SIZES.apps } }),
  );
}

/** The app page: the app (useApp) and its approval history's first page for every platform (useApprovalHistory). */
export async function prefetchApp(organizationId: string, appId: string): Promise<void> {
  // A refusal, or an app that is not there (or deleted), throws: the browser asks and shows it.
  await Promise.all([
    prefetchJson(appKeys.detail(organizationId, appId), () => callOperation(getApp, { params: { organizationId, appId } })),
    prefetchFirstPage(appKeys.history(organizationId, appId), undefined, () =>
      callOperation(approvalHistory, { params: { organizationId, appId }, query: { limit: PAGE_SIZES.approvalHistory } }),
    ),
  ]);
}
