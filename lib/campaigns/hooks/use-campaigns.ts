"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { campaignKeys, campaignListQuery, type CampaignListFilters } from "@/lib/campaigns/query-keys";
import type { CampaignList } from "@/lib/campaigns/schemas";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** Extension GET campaigns, newest first or by a metric, a page at a time (`fetchNextPage` follows nextCursor). */
export function useCampaigns(organizationId: string, filters: CampaignListFilters) {
  return useInfiniteQuery({
    // Status and serving change in other hands (reviewers, spend, the clock): refetch whenever the page shows it.
    staleTime: 0,
    queryKey: campaignKeys.list(organizationId, filters),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<CampaignList>(apiPath.organization(organizationId).campaigns(), {
        signal,
        query: { limit: PAGE_SIZES.campaigns, cursor: pageParam, ...campaignListQuery(filters) },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
