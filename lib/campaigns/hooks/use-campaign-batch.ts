"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { campaignKeys } from "@/lib/campaigns/query-keys";

/** One write of a batch: an operation of the API by its operationId, its path parameters and its body. */
export type BatchOperation =
  | { op: "updateCampaign" | "changeCampaignStatus"; params: { campaignId: string }; body: unknown }
  | { op: "updateAd" | "changeAdStatus"; params: { campaignId: string; adId: string }; body: unknown };

export type BatchItemResult = {
  index: number;
  op: string;
  status: number;
  result?: unknown;
  error?: { statusCode: number; message: string; reason?: string };
};

type BatchAnswer = { batchId: string; dryRun: boolean; committed: boolean; succeeded: number; refused: number; results: BatchItemResult[] };

type Variables = { organizationId: string; operations: BatchOperation[]; dryRun: boolean };

/**
 * POST /organization/{id}/batch, not atomic: each change on its own, a result for each. With dryRun it is the
 * preview (nothing is kept); once applied, the organization's campaigns are read again.
 */
export function useCampaignBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, operations, dryRun }: Variables) =>
      apiFetch<BatchAnswer>(apiPath.organization(organizationId).batch(), {
        method: "POST",
        body: { atomic: false, operations },
        query: dryRun ? { dryRun: "true" } : undefined,
      }),
    onSuccess: (answer, { organizationId }) =>
      answer.committed ? queryClient.invalidateQueries({ queryKey: campaignKeys.organization(organizationId) }) : undefined,
  });
}
