"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { reportDeliveryKeys } from "@/lib/report-delivery/query-keys";
import type { createScheduleBody, ScheduleAnswer } from "@/lib/report-delivery/schemas";

/** Extension POST /report-schedules. */
export function useCreateReportSchedule(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof createScheduleBody>) =>
      apiFetch<ScheduleAnswer>(apiPath.organization(organizationId).reportSchedules(), { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportDeliveryKeys.schedules(organizationId) }),
  });
}
