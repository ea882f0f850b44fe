"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { crossPromotionKeys } from "@/lib/cross-promotions/query-keys";
import type { HouseCampaign } from "@/lib/cross-promotions/schemas";

/** Extension GET house campaign: the campaign and its eligibility, computed now. */
export function useHouseCampaign(organizationId: string, campaignId: string) {
  return useQuery({
    staleTime: 0,
    queryKey: crossPromotionKeys.houseCampaign(organizationId, campaignId),
    queryFn: ({ signal }) => apiFetch<HouseCampaign>(apiPath.organization(organizationId).houseCampaign(campaignId).self(), { signal }),
  });
}
