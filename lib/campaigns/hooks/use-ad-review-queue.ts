"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { apiPath } from "@/lib/api/paths";
import type { AdReviewQueue } from "@/lib/campaigns/ad-review-schemas";
import { campaignKeys } from "@/lib/campaigns/query-keys";

/** Extension GET /api/core/review/ads: every organization's PENDING ads of campaigns approved before, oldest first. */
export function useAdReviewQueue(enabled = true) {
  return useInfiniteQuery({
    staleTime: 0,
    queryKey: campaignKeys.adReviewQueue(),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<AdReviewQueue>(apiPath.reviewQueue("ads"), {
        signal,
        query: { limit: PAGE_SIZES.adReviewQueue, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}
