"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { reportDeliveryKeys } from "@/lib/report-delivery/query-keys";

/** Extension DELETE /report-schedules/{scheduleId}. */
export function useDeleteReportSchedule(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduleId: string) =>
      apiFetch<unknown>(apiPath.organization(organizationId).reportSchedule(scheduleId), { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportDeliveryKeys.schedules(organizationId) }),
  });
}
