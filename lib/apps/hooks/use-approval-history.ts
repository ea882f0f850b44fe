"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetchList } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { AppPlatform } from "@/lib/apps/platforms";
import { appKeys } from "@/lib/apps/query-keys";
import type { ApprovalRecord } from "@/lib/apps/schemas";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** Operation 9, newest first; the next page's cursor comes from the Link header. */
export function useApprovalHistory(organizationId: string, appId: string, platform?: AppPlatform) {
  return useInfiniteQuery({
    // Approval status changes in other hands (reviewers, teammates): refetch whenever the page shows it.
    staleTime: 0,
    queryKey: appKeys.history(organizationId, appId, platform),
    queryFn: ({ signal, pageParam }) =>
      apiFetchList<ApprovalRecord>(apiPath.organization(organizationId).app(appId).approvalHistory(), {
        signal,
        query: { limit: PAGE_SIZES.approvalHistory, cursor: pageParam, platform },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
