import type { HistoryFilter } from "./fetch-history";

export const balanceKeys = {
  all: (organizationId: string) => ["balance", organizationId] as const,
  page: (organizationId: string, filter: HistoryFilter, limit: number, cursor: string | null) =>
    [...balanceKeys.all(organizationId), "page", filter, limit, cursor] as const,
  timeline: (organizationId: string, filter: HistoryFilter) => [...balanceKeys.all(organizationId), "timeline", filter] as const,
};
