"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { assetKeys } from "@/lib/assets/query-keys";
import type { Asset } from "@/lib/assets/schemas";

const SETTLED = new Set(["READY", "FAILED"]);

/** Extension GET statusPath, polled every second until the asset is READY or FAILED. */
export function useAsset(organizationId: string, assetId: string | null) {
  return useQuery({
    queryKey: assetKeys.detail(organizationId, assetId ?? ""),
    queryFn: ({ signal }) => apiFetch<Asset>(apiPath.organization(organizationId).asset(assetId!).self(), { signal }),
    enabled: !!assetId,
    refetchInterval: (query) => (query.state.data && SETTLED.has(query.state.data.status) ? false : 1_000),
  });
}
