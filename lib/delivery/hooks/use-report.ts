"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { reportKeys, type ReportParams } from "@/lib/delivery/query-keys";
import type { Report } from "@/lib/delivery/schemas";

/** Extension GET /campaign/{id}/report, or GET /report for the whole organization when campaignId is null. */
export function useReport(organizationId: string, campaignId: string | null, params: ReportParams, enabled = true) {
  return useQuery({
    // Delivery keeps arriving: a report is fresh for a minute.
    staleTime: 60_000,
    enabled,
    queryKey: campaignId ? reportKeys.campaign(organizationId, campaignId, params) : reportKeys.organization(organizationId, params),
    queryFn: ({ signal }) =>
      apiFetch<Report>(
        campaignId ? apiPath.organization(organizationId).campaign(campaignId).report() : apiPath.organization(organizationId).report(),
        {
          signal,
          query: { ...params },
        },
      ),
  });
}
