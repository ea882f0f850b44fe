"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { apiPath } from "@/lib/api/paths";
import type { ServiceAccount } from "@/lib/service-accounts/schemas";
import { serviceAccountKeys } from "@/lib/service-accounts/query-keys";

/** Extension GET service-accounts, a page of 100 at a time. */
export function useServiceAccounts(organizationId: string) {
  return useInfiniteQuery({
    queryKey: serviceAccountKeys.list(organizationId),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<{ items: ServiceAccount[]; nextCursor: string | null }>(apiPath.organization(organizationId).serviceAccounts(), {
        signal,
        query: { limit: PAGE_SIZES.serviceAccounts, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
