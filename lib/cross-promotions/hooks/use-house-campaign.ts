"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { crossPromotionKeys } from "../query-keys";
import type { HouseCampaign } from "../schemas";

/** Extension GET house campaign: the campaign and its eligibility, computed now. */
export function useHouseCampaign(organizationId: string, campaignId: string) {
  return useQuery({
    staleTime: 0,
    queryKey: crossPromotionKeys.houseCampaign(organizationId, campaignId),
    queryFn: ({ signal }) => apiFetch<HouseCampaign>(`/api/core/organization/${organizationId}/house-campaign/${campaignId}`, { signal }),
  });
}
