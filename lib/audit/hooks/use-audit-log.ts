"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { auditKeys, type AuditFilter } from "@/lib/audit/query-keys";
import type { AuditLog } from "@/lib/audit/schemas";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** Extension GET audit-log, newest first, { items, nextCursor } pages. */
export function useAuditLog(organizationId: string, filter: AuditFilter) {
  return useInfiniteQuery({
    staleTime: 0,
    queryKey: auditKeys.list(organizationId, filter),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<AuditLog>(apiPath.organization(organizationId).auditLog(), {
        signal,
        query: { limit: PAGE_SIZES.auditLog, cursor: pageParam, ...filter },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
