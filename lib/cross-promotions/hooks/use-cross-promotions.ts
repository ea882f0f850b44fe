"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetchList } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { crossPromotionKeys, type CrossPromotionFilters } from "@/lib/cross-promotions/query-keys";
import type { CrossPromotion } from "@/lib/cross-promotions/schemas";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** Operation 5, newest first, 50 at a time (the next page from the Link header); eligibility as computed now. */
export function useCrossPromotions(organizationId: string, filters: CrossPromotionFilters = {}) {
  return useInfiniteQuery({
    staleTime: 0,
    queryKey: crossPromotionKeys.list(organizationId, filters),
    queryFn: ({ signal, pageParam }) =>
      apiFetchList<CrossPromotion>(apiPath.organization(organizationId).crossPromotions(), {
        signal,
        query: { limit: PAGE_SIZES.crossPromotions, cursor: pageParam ?? undefined, promotedAppId: filters.promotedAppId },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
