"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import { crossPromotionKeys } from "@/lib/cross-promotions/query-keys";
import type { HouseCampaign, updateHouseCampaignBody } from "@/lib/cross-promotions/schemas";

/** Operation 6. */
export function useUpdateHouseCampaign(organizationId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof updateHouseCampaignBody>) =>
      apiFetch<HouseCampaign>(apiPath.organization(organizationId).houseCampaign(campaignId).self(), { method: "PUT", body: input }),
    onSuccess: (house) => {
      queryClient.setQueryData(campaignKeys.detail(organizationId, campaignId), house.campaign);
      queryClient.setQueryData(crossPromotionKeys.houseCampaign(organizationId, campaignId), house);
      return queryClient.invalidateQueries({ queryKey: crossPromotionKeys.lists(organizationId) });
    },
  });
}
