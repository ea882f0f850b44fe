"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchHistoryPage, type HistoryFilter } from "@/lib/balance/fetch-history";
import { balanceKeys } from "@/lib/balance/query-keys";

/** Operation 20: one page of the history for the table (the previous page stays shown while the next loads). */
export function useBalanceHistory(organizationId: string, filter: HistoryFilter, limit: number, cursor: string | null) {
  return useQuery({
    queryKey: balanceKeys.page(organizationId, filter, limit, cursor),
    queryFn: ({ signal }) => fetchHistoryPage(organizationId, filter, { limit, cursor, signal }),
    placeholderData: keepPreviousData,
  });
}
