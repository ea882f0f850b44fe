import { Suspense, type ReactNode } from "react";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { serverQueryClient } from "@/lib/prefetch/server-query-client";

/**
 * Hands the queries prefetched so far in this request to the browser's React Query cache.
 * A page's content inside is a Suspense boundary of its own. Nothing in it suspends on the server (its data is in the
 * cache), so it is in the first HTML as it stands; the browser hydrates it after the shell around it, in slices it
 * can interrupt, instead of shell and page in one long task (on a phone's CPU, the main thread held for the best part
 * of a second). `layout`: what it wraps has the page still to come (the server waits for it), so no boundary: one
 * would be sent as an empty placeholder first and filled later in the response.
 */
export function Hydrate({ children, layout = false }: { children: ReactNode; layout?: boolean }) {
  return (
    <HydrationBoundary state={dehydrate(serverQueryClient())}>{layout ? children : <Suspense>{children}</Suspense>}</HydrationBoundary>
  );
}
