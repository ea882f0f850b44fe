"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { appKeys, type AppListFilters } from "@/lib/apps/query-keys";
import type { AppList } from "@/lib/apps/schemas";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** Extension GET apps, a page at a time (`fetchNextPage` follows nextCursor). */
export function useApps(organizationId: string, filters: AppListFilters) {
  return useInfiniteQuery({
    // Approval status changes in other hands (reviewers, teammates): refetch whenever the page shows it.
    staleTime: 0,
    queryKey: appKeys.list(organizationId, filters),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<AppList>(apiPath.organization(organizationId).apps(), {
        signal,
        query: { limit: PAGE_SIZES.apps, cursor: pageParam, platform: filters.platform, status: filters.status },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
