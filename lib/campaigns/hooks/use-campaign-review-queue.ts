"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import type { CampaignReviewQueue } from "@/lib/campaigns/schemas";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** Extension GET /api/core/review/campaigns: every organization's PENDING campaigns, oldest first. */
export function useCampaignReviewQueue(enabled = true) {
  return useInfiniteQuery({
    staleTime: 0,
    queryKey: campaignKeys.reviewQueue(),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<CampaignReviewQueue>(apiPath.reviewQueue("campaigns"), {
        signal,
        query: { limit: PAGE_SIZES.campaignReviewQueue, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}
