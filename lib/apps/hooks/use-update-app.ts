"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { appKeys } from "@/lib/apps/query-keys";
import type { App, updateAppBody } from "@/lib/apps/schemas";

export function useUpdateApp(organizationId: string, appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof updateAppBody>) =>
      apiFetch<App>(apiPath.organization(organizationId).app(appId).self(), { method: "PATCH", body: input }),
    onSuccess: (app) => {
      queryClient.setQueryData(appKeys.detail(organizationId, appId), app);
      return queryClient.invalidateQueries({ queryKey: appKeys.lists(organizationId) });
    },
  });
}
