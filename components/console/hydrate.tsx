import type { ReactNode } from "react";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { serverQueryClient } from "@/lib/prefetch/server-query-client";

/** Hands the queries prefetched so far in this request to the browser's React Query cache. */
export function Hydrate({ children }: { children: ReactNode }) {
  return <HydrationBoundary state={dehydrate(serverQueryClient())}>{children}</HydrationBoundary>;
}
