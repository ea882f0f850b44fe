"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { apiPath } from "@/lib/api/paths";
import { billingKeys } from "@/lib/billing/query-keys";
import type { Receipt } from "@/lib/billing/receipt-schemas";

const PAGE = PAGE_SIZES.billingDocuments;

/** GET /receipts, newest first, ten at a time. */
export function useReceipts(organizationId: string) {
  return useInfiniteQuery({
    queryKey: billingKeys.receipts(organizationId),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<{ items: Receipt[]; nextCursor: string | null }>(apiPath.organization(organizationId).receipts(), {
        signal,
        query: { limit: PAGE, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
