"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import type { Campaign, updateCampaignBody } from "@/lib/campaigns/schemas";

/** Extension PATCH campaign: name, budget, end, targeting, blocked tags. */
export function useUpdateCampaign(organizationId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof updateCampaignBody>) =>
      apiFetch<Campaign>(`/api/core/organization/${organizationId}/campaign/${campaignId}`, { method: "PATCH", body: input }),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(organizationId, campaignId), campaign);
      return queryClient.invalidateQueries({ queryKey: campaignKeys.lists(organizationId) });
    },
  });
}
