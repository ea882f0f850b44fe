"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { campaignKeys, campaignListQuery, type CampaignListFilters } from "@/lib/campaigns/query-keys";
import type { CampaignListRowPage } from "@/lib/campaigns/list-rows";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/**
 * Extension GET campaigns, newest first or by a metric, a page at a time (`fetchNextPage` follows nextCursor), read
 * as rows (the API's whole campaigns from the browser, the rows alone from the server's first page).
 */
export function useCampaigns(organizationId: string, filters: CampaignListFilters) {
  return useInfiniteQuery({
    // Status and serving change in other hands (reviewers, spend, the clock): refetch whenever the page shows it.
    staleTime: 0,
    queryKey: campaignKeys.list(organizationId, filters),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<CampaignListRowPage>(apiPath.organization(organizationId).campaigns(), {
        signal,
        query: { limit: PAGE_SIZES.campaigns, cursor: pageParam, ...campaignListQuery(filters) },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
