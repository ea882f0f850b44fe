"use client";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { addAdBody, changeAdStatusBody, updateAdBody } from "@/lib/campaigns/ad-schemas";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import type { Campaign } from "@/lib/campaigns/schemas";
import { auditKeys } from "@/lib/audit/query-keys";

// The extension routes that change one ad of a campaign. Each answers the whole campaign; a refusal (409) means the
// campaign moved meanwhile, so the page shows where it is now either way.

function settle(queryClient: QueryClient, organizationId: string, campaignId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: campaignKeys.detail(organizationId, campaignId) }),
    queryClient.invalidateQueries({ queryKey: campaignKeys.history(organizationId, campaignId) }),
    queryClient.invalidateQueries({ queryKey: campaignKeys.forecast(organizationId, campaignId) }),
    queryClient.invalidateQueries({ queryKey: campaignKeys.lists(organizationId) }),
    // the campaign's change history
    queryClient.invalidateQueries({ queryKey: auditKeys.all(organizationId) }),
  ]);
}

function useAdMutation<V>(organizationId: string, campaignId: string, send: (variables: V) => Promise<Campaign>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (campaign) => queryClient.setQueryData(campaignKeys.detail(organizationId, campaignId), campaign),
    onSettled: () => settle(queryClient, organizationId, campaignId),
  });
}

/** Extension POST /campaign/{id}/ad. */
export function useAddAd(organizationId: string, campaignId: string) {
  const path = apiPath.organization(organizationId).campaign(campaignId).ads();
  return useAdMutation(organizationId, campaignId, (body: z.input<typeof addAdBody>) => apiFetch<Campaign>(path, { method: "POST", body }));
}

/** Extension PATCH /campaign/{id}/ad/{adId}. */
export function useUpdateAd(organizationId: string, campaignId: string) {
  const campaign = apiPath.organization(organizationId).campaign(campaignId);
  return useAdMutation(organizationId, campaignId, ({ adId, body }: { adId: string; body: z.input<typeof updateAdBody> }) =>
    apiFetch<Campaign>(campaign.ad(adId).self(), { method: "PATCH", body }),
  );
}

/** Extension POST /campaign/{id}/ad/{adId}/status. */
export function useChangeAdStatus(organizationId: string, campaignId: string) {
  const campaign = apiPath.organization(organizationId).campaign(campaignId);
  return useAdMutation(organizationId, campaignId, ({ adId, ...body }: { adId: string } & z.input<typeof changeAdStatusBody>) =>
    apiFetch<Campaign>(campaign.ad(adId).status(), { method: "POST", body }),
  );
}
