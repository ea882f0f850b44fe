"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, ApiClientError } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import type { PlanAnswer } from "@/lib/campaigns/plan-schemas";

type Variables = { organizationId: string; plan: unknown; dryRun: boolean };

/** What a plan answered, refused or not: a refusal carries its error beside the per-campaign answer. */
export type PlanOutcome = { answer: PlanAnswer | null; error: ApiClientError | null };

const isPlanAnswer = (value: unknown): value is PlanAnswer =>
  !!value && typeof value === "object" && Array.isArray((value as { campaigns?: unknown }).campaigns);

/**
 * POST /organization/{id}/plan: with dryRun the preview (nothing is kept), else the plan applied in one go; once
 * applied, the organization's campaigns are read again.
 */
export function useCampaignPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ organizationId, plan, dryRun }: Variables): Promise<PlanOutcome> => {
      try {
        const answer = await apiFetch<PlanAnswer>(apiPath.organization(organizationId).plan(), {
          method: "POST",
          body: plan,
          query: dryRun ? { dryRun: "true" } : undefined,
        });
        return { answer, error: null };
      } catch (error) {
        if (!(error instanceof ApiClientError)) throw error;
        return { answer: isPlanAnswer(error.answer) ? error.answer : null, error };
      }
    },
    onSuccess: (outcome, { organizationId }) =>
      outcome.answer?.committed ? queryClient.invalidateQueries({ queryKey: campaignKeys.organization(organizationId) }) : undefined,
  });
}
