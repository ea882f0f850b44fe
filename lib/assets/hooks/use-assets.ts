"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { assetKeys, type AssetFilters } from "@/lib/assets/query-keys";
import type { AssetList } from "@/lib/assets/schemas";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** Extension GET /ad/assets, page by page; refreshed every few seconds while an asset is still being processed. */
export function useAssets(organizationId: string, filters: AssetFilters) {
  return useInfiniteQuery({
    queryKey: assetKeys.list(organizationId, filters),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<AssetList>(apiPath.organization(organizationId).assets(), {
        signal,
        query: { limit: PAGE_SIZES.assets, cursor: pageParam ?? undefined, status: filters.status, kind: filters.kind },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((a) => a.status === "QUEUED" || a.status === "PROCESSING")) ? 3_000 : false,
  });
}
