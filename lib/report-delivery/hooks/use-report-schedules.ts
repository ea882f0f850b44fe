"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { reportDeliveryKeys } from "@/lib/report-delivery/query-keys";
import type { ScheduleList } from "@/lib/report-delivery/schemas";

/** Extension GET /report-schedules: every schedule of the organization. */
export function useReportSchedules(organizationId: string, enabled = true) {
  return useQuery({
    queryKey: reportDeliveryKeys.schedules(organizationId),
    queryFn: ({ signal }) => apiFetch<ScheduleList>(apiPath.organization(organizationId).reportSchedules(), { signal }),
    enabled,
  });
}
