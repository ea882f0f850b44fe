"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchAllHistory, type HistoryFilter } from "@/lib/balance/fetch-history";
import { balanceKeys } from "@/lib/balance/query-keys";
import { TIMELINE_MAX_ROWS } from "@/lib/balance/page-sizes";

export { TIMELINE_MAX_ROWS };

/** The history of a period for the charts: every charge type, up to TIMELINE_MAX_ROWS rows. */
export function useBalanceTimeline(organizationId: string, filter: Pick<HistoryFilter, "from" | "to">) {
  return useQuery({
    queryKey: balanceKeys.timeline(organizationId, filter),
    queryFn: ({ signal }) => fetchAllHistory(organizationId, filter, { signal, max: TIMELINE_MAX_ROWS }),
    placeholderData: keepPreviousData,
  });
}
