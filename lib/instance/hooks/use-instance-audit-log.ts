"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { apiPath } from "@/lib/api/paths";
import type { AuditLog } from "@/lib/audit/schemas";
import { instanceKeys } from "@/lib/instance/query-keys";

/** Extension GET /api/core/instance/audit-log: the administration's latest changes. */
export function useInstanceAuditLog(enabled: boolean) {
  return useQuery({
    queryKey: instanceKeys.auditLog(),
    queryFn: ({ signal }) => apiFetch<AuditLog>(apiPath.instance.auditLog(), { signal, query: { limit: PAGE_SIZES.instanceAuditLog } }),
    enabled,
  });
}
