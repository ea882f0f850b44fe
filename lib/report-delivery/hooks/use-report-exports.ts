"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { reportDeliveryKeys } from "@/lib/report-delivery/query-keys";
import type { ExportAnswer } from "@/lib/report-delivery/schemas";

const WORKING = new Set(["QUEUED", "RUNNING"]);

/** Extension GET /report-exports (the newest 20), read again every 2 s while one is being built. */
export function useReportExports(organizationId: string, enabled = true) {
  return useQuery({
    queryKey: reportDeliveryKeys.exports(organizationId),
    queryFn: ({ signal }) =>
      apiFetch<{ items: ExportAnswer[]; nextCursor: string | null }>(apiPath.organization(organizationId).reportExports(), {
        signal,
        query: { limit: 20 },
      }),
    enabled,
    refetchInterval: (query) => (query.state.data?.items.some((item) => WORKING.has(item.status)) ? 2_000 : false),
  });
}
