import "server-only";
import { cache } from "react";
import { QueryClient, type QueryKey } from "@tanstack/react-query";

// Console pages ask the domain code on the server for the queries of their first paint and hand the answers to
// the browser's React Query cache (HydrationBoundary), so the first HTML already shows the data.

/** One QueryClient per request: never shared between users. */
export const serverQueryClient = cache(() => new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, retry: false } } }));

/**
 * What the browser would have read: the answer through JSON (Dates become the same ISO strings the route
 * sends, undefined fields disappear), so a hook's data has one shape whichever side fetched it.
 */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/** Puts `load`'s answer under `queryKey`; a failure leaves the key out and the browser asks the API as before. */
export function prefetchJson(queryKey: QueryKey, load: () => Promise<unknown>): Promise<void> {
  return serverQueryClient().prefetchQuery({ queryKey, queryFn: async () => asJson(await load()) });
}

/** The same for a list read a page at a time (useInfiniteQuery): its first page. */
export function prefetchFirstPage(queryKey: QueryKey, initialPageParam: unknown, load: () => Promise<unknown>): Promise<void> {
  return serverQueryClient().prefetchInfiniteQuery({ queryKey, initialPageParam, queryFn: async () => asJson(await load()) });
}
