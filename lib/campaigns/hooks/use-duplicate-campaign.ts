"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import type { Campaign } from "@/lib/campaigns/schemas";

/** Extension POST /campaign/{id}/duplicate: the copy is cached, so the page it opens shows at once. */
export function useDuplicateCampaign(organizationId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<Campaign>(apiPath.organization(organizationId).campaign(campaignId).duplicate(), { method: "POST" }),
    onSuccess: (copy) => {
      queryClient.setQueryData(campaignKeys.detail(organizationId, copy._id), copy);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists(organizationId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.reviewQueue() }),
      ]);
    },
  });
}
