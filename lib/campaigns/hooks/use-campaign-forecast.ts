"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import type { CampaignForecast } from "@/lib/campaigns/schemas";

/** Extension GET /campaign/{id}/forecast: when serving stops at the last 7 days' pace, and why. */
export function useCampaignForecast(organizationId: string, campaignId: string) {
  return useQuery({
    // Delivery keeps arriving: as fresh as a report.
    staleTime: 60_000,
    queryKey: campaignKeys.forecast(organizationId, campaignId),
    queryFn: ({ signal }) => apiFetch<CampaignForecast>(apiPath.organization(organizationId).campaign(campaignId).forecast(), { signal }),
  });
}
