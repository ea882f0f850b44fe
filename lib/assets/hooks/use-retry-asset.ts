"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { assetKeys } from "@/lib/assets/query-keys";
import type { AssetIngestResult } from "@/lib/assets/schemas";

/** Operation 18: back to QUEUED; the asset's query then polls again until it settles. */
export function useRetryAsset(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetId: string) =>
      apiFetch<AssetIngestResult>(apiPath.organization(organizationId).asset(assetId).retry(), { method: "POST" }),
    onSuccess: (_result, assetId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetKeys.detail(organizationId, assetId) }),
        queryClient.invalidateQueries({ queryKey: assetKeys.lists(organizationId) }),
      ]),
  });
}
