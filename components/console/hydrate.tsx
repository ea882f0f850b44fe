import type { ReactNode } from "react";
import { defaultShouldDehydrateQuery, dehydrate, hashKey, HydrationBoundary, type QueryKey } from "@tanstack/react-query";
import { serverQueryClient } from "@/lib/prefetch/server-query-client";

/**
 * Hands the queries prefetched so far in this request to the browser's React Query cache; with `queryKeys`, only
 * those (a layout's own: its page's queries, prefetched at the same time, go with the page's boundary, not twice).
 */
export function Hydrate({ children, queryKeys }: { children: ReactNode; queryKeys?: QueryKey[] }) {
  const only = queryKeys && new Set(queryKeys.map(hashKey));
  const state = dehydrate(serverQueryClient(), {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && (!only || only.has(query.queryHash)),
  });
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
