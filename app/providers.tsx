"use client";
import { useEffect, useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { ApiClientError } from "@/lib/api/client";
import { TIME_ZONE_COOKIE } from "@/lib/i18n/config";

// A query the page's HTML brought along (hydrated from the server's prefetch) or fetched a moment ago is current:
// mounting it does not ask again, even where a hook's staleTime is 0. One invalidated since (a write) is asked again.
const JUST_FETCHED_MS = 5_000;

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnMount: (query) => query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS,
        // A client error will not fix itself by asking again.
        retry: (count, error) => !(error instanceof ApiClientError && error.statusCode < 500) && count < 2,
      },
    },
  });
}

/** Dates are rendered in the browser's time zone: tell the server once, then re-render. */
function useTimeZoneCookie(serverTimeZone: string) {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && zone !== serverTimeZone) {
      document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
      router.refresh();
    }
  }, [serverTimeZone, router]);
}

export function Providers({ children, timeZone }: { children: ReactNode; timeZone: string }) {
  const [queryClient] = useState(makeQueryClient);
  useTimeZoneCookie(timeZone);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
