"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { AppPlatform } from "@/lib/apps/platforms";
import { appKeys } from "@/lib/apps/query-keys";
import type { ReviewQueue } from "@/lib/apps/schemas";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** Extension GET /api/core/review/app-platforms: pending platforms of every organization, oldest first. */
export function useReviewQueue(platform?: AppPlatform, enabled = true) {
  return useInfiniteQuery({
    // Approval status changes in other hands (reviewers, teammates): refetch whenever the page shows it.
    staleTime: 0,
    queryKey: appKeys.reviewQueue(platform),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<ReviewQueue>(apiPath.reviewQueue("app-platforms"), {
        signal,
        query: { limit: PAGE_SIZES.appPlatformQueue, cursor: pageParam, platform },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}
