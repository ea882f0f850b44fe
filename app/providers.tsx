"use client";
import { useEffect, useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { ApiClientError } from "@/lib/api/client";
import { TIME_ZONE_COOKIE } from "@/lib/i18n/config";
import { refetchOnMount } from "@/lib/prefetch/refetch-on-mount";

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnMount: (query) => refetchOnMount(query),
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
