"use client";
import { useQueries } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { attributionKeys } from "@/lib/attribution/settings/query-keys";
import type { AttributionSettingList } from "@/lib/attribution/settings/schemas";

/**
 * Which of the apps have no attribution set up (no platform's setting): a goal is measured by the partner's
 * installs and revenue, so it needs every promoted app's. `pending` while any app's settings are being read.
 */
export function useAppsAttributionReady(organizationId: string, appIds: readonly string[]) {
  const results = useQueries({
    queries: appIds.map((appId) => ({
      queryKey: attributionKeys.settings(organizationId, appId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<AttributionSettingList>(apiPath.organization(organizationId).app(appId).attributionSettings(), { signal }),
    })),
  });
  const pending = results.some((result) => result.isPending);
  const missing = appIds.filter((_, i) => results[i]?.data && results[i].data.items.length === 0);
  return { pending, missing };
}
