"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import type { CampaignHistory } from "@/lib/campaigns/schemas";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** Extension GET /campaign/{id}/history: every status change, newest first. */
export function useCampaignHistory(organizationId: string, campaignId: string) {
  return useInfiniteQuery({
    staleTime: 0,
    queryKey: campaignKeys.history(organizationId, campaignId),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<CampaignHistory>(apiPath.organization(organizationId).campaign(campaignId).history(), {
        signal,
        query: { limit: PAGE_SIZES.campaignHistory, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
