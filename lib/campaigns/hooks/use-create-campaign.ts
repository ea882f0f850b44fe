"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { useIdempotencyKey } from "@/lib/api/hooks/use-idempotency-key";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import type { Campaign, createCampaignBody } from "@/lib/campaigns/schemas";

/** Operation 2. */
export function useCreateCampaign(organizationId: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: z.input<typeof createCampaignBody>) =>
      apiFetch<Campaign>(apiPath.organization(organizationId).campaigns(), {
        method: "POST",
        body: input,
        idempotencyKey: idempotency.for(input),
      }),
    onSuccess: (campaign) => {
      idempotency.done();
      queryClient.setQueryData(campaignKeys.detail(organizationId, campaign._id), campaign);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists(organizationId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.reviewQueue() }),
      ]);
    },
  });
}
