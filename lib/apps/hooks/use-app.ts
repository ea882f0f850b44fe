"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { appKeys } from "@/lib/apps/query-keys";
import type { App } from "@/lib/apps/schemas";

export function useApp(organizationId: string, appId: string) {
  return useQuery({
    // Approval status changes in other hands (reviewers, teammates): refetch whenever the page shows it.
    staleTime: 0,
    queryKey: appKeys.detail(organizationId, appId),
    queryFn: ({ signal }) => apiFetch<App>(apiPath.organization(organizationId).app(appId).self(), { signal }),
  });
}
