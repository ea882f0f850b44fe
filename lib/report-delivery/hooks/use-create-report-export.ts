"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { reportDeliveryKeys } from "@/lib/report-delivery/query-keys";
import type { createExportBody, ExportAnswer } from "@/lib/report-delivery/schemas";

/** Extension POST /report-exports: answers the export QUEUED. */
export function useCreateReportExport(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof createExportBody>) =>
      apiFetch<ExportAnswer>(apiPath.organization(organizationId).reportExports(), { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportDeliveryKeys.exports(organizationId) }),
  });
}
