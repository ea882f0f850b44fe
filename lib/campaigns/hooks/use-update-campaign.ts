"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import type { Campaign, updateCampaignBody } from "@/lib/campaigns/schemas";
import { auditKeys } from "@/lib/audit/query-keys";

/** Extension PATCH campaign: name, budget, end, targeting, blocked tags. */
export function useUpdateCampaign(organizationId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof updateCampaignBody>) =>
      apiFetch<Campaign>(apiPath.organization(organizationId).campaign(campaignId).self(), { method: "PATCH", body: input }),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(organizationId, campaignId), campaign);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists(organizationId) }),
        // the campaign's change history
        queryClient.invalidateQueries({ queryKey: auditKeys.all(organizationId) }),
        // a new budget, daily budget or end date moves the forecast
        queryClient.invalidateQueries({ queryKey: campaignKeys.forecast(organizationId, campaignId) }),
      ]);
    },
  });
}
