"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { reviewKeys } from "@/lib/review/query-keys";
import type { ReviewCounts } from "@/lib/review/schemas";

/** Extension GET /api/core/review/counts; only asked for when the caller is a reviewer. */
export function useReviewCounts(enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.counts(),
    queryFn: ({ signal }) => apiFetch<ReviewCounts>(apiPath.review("counts"), { signal }),
    enabled,
    staleTime: 30_000,
  });
}
