"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { appKeys } from "@/lib/apps/query-keys";
import type { App } from "@/lib/apps/schemas";

export function useDeleteApp(organizationId: string, appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<App>(apiPath.organization(organizationId).app(appId).self(), { method: "DELETE" }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: appKeys.detail(organizationId, appId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: appKeys.lists(organizationId) }),
        queryClient.invalidateQueries({ queryKey: appKeys.reviewQueues() }),
      ]);
    },
  });
}
