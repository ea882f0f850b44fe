"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { reviewAdBody } from "@/lib/campaigns/ad-review-schemas";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import type { Campaign } from "@/lib/campaigns/schemas";
import { reviewKeys } from "@/lib/review/query-keys";

type ReviewAdVariables = { organizationId: string; campaignId: string; adId: string } & z.input<typeof reviewAdBody>;

/** Extension POST /campaign/{campaignId}/ad/{adId}/review, from the reviewers' ad queue. */
export function useReviewAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, campaignId, adId, ...body }: ReviewAdVariables) =>
      apiFetch<Campaign>(apiPath.organization(organizationId).campaign(campaignId).adReview(adId), { method: "POST", body }),
    // Settled, not only success: a 409 means another reviewer decided first, so the queue shows what is left.
    onSettled: (_campaign, _error, { organizationId, campaignId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.detail(organizationId, campaignId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.history(organizationId, campaignId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.adReviewQueue() }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.counts() }),
      ]),
  });
}
