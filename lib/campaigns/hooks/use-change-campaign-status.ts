"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import type { Campaign, changeCampaignStatusBody } from "@/lib/campaigns/schemas";
import { reviewKeys } from "@/lib/review/query-keys";
import { apiPath } from "@/lib/api/paths";
import { auditKeys } from "@/lib/audit/query-keys";

type ChangeCampaignStatusVariables = { organizationId: string; campaignId: string } & z.input<typeof changeCampaignStatusBody>;

/** Extension POST /campaign/{id}/status, from the detail page or the reviewers' queue. */
export function useChangeCampaignStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, campaignId, ...body }: ChangeCampaignStatusVariables) =>
      apiFetch<Campaign>(apiPath.organization(organizationId).campaign(campaignId).status(), { method: "POST", body }),
    // Settled, not only success: a 409 means someone else moved the campaign, so show where it is now.
    onSettled: (_campaign, _error, { organizationId, campaignId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.detail(organizationId, campaignId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.history(organizationId, campaignId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.forecast(organizationId, campaignId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists(organizationId) }),
        // the campaign's change history
        queryClient.invalidateQueries({ queryKey: auditKeys.all(organizationId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.reviewQueue() }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.counts() }),
      ]),
  });
}
