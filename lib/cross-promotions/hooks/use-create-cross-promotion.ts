"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { useIdempotencyKey } from "@/lib/api/hooks/use-idempotency-key";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import { crossPromotionKeys } from "@/lib/cross-promotions/query-keys";
import type { CrossPromotion, createCrossPromotionBody } from "@/lib/cross-promotions/schemas";

/** Operation 4. */
export function useCreateCrossPromotion(organizationId: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: z.input<typeof createCrossPromotionBody>) =>
      apiFetch<CrossPromotion>(apiPath.organization(organizationId).crossPromotions(), {
        method: "POST",
        body: input,
        idempotencyKey: idempotency.for(input),
      }),
    onSuccess: (record) => {
      idempotency.done();
      queryClient.setQueryData(campaignKeys.detail(organizationId, record.campaignId), record.houseCampaign.campaign);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: crossPromotionKeys.lists(organizationId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.reviewQueue() }),
      ]);
    },
  });
}
