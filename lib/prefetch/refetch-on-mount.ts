import type { Query } from "@tanstack/react-query";

/** How long a query the page's HTML brought along (or one fetched a moment ago) counts as current when it mounts. */
export const JUST_FETCHED_MS = 5_000;

/**
 * The browser's React Query default for refetching as a query mounts: not for data hydrated from the server's
 * prefetch (the page was rendered from it a moment ago) or fetched a moment ago, even where a hook's staleTime is 0;
 * again for data older than that, or invalidated since (a write).
 */
export function refetchOnMount(query: Pick<Query, "state">, now = Date.now()): boolean {
  return query.state.isInvalidated || now - query.state.dataUpdatedAt > JUST_FETCHED_MS;
}
