"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import type { Campaign } from "@/lib/campaigns/schemas";

function waitsForSnapshot(campaign: Campaign): boolean {
  return campaign.ads.some((ad) => ad.creatives.some((creative) => creative.sourceUrl && !creative.assetId && !creative.snapshotError));
}

/** Operation 3: one campaign with its ads, creatives and serving status. */
export function useCampaign(organizationId: string, campaignId: string) {
  return useQuery({
    staleTime: 0,
    queryKey: campaignKeys.detail(organizationId, campaignId),
    queryFn: ({ signal }) => apiFetch<Campaign>(apiPath.organization(organizationId).campaign(campaignId).self(), { signal }),
    // While a hosted image is being copied (stored in the background within seconds), look again until it settles.
    refetchInterval: (query) => (query.state.data && waitsForSnapshot(query.state.data) ? 3_000 : false),
  });
}
