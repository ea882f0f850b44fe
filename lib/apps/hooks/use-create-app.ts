"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { appKeys } from "../query-keys";
import type { App, createAppBody } from "../schemas";

/** Operation 7. */
export function useCreateApp(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof createAppBody>) =>
      apiFetch<App>(`/api/core/organization/${organizationId}/apps`, { method: "POST", body: input }),
    onSuccess: (app) => {
      queryClient.setQueryData(appKeys.detail(organizationId, app._id), app);
      return queryClient.invalidateQueries({ queryKey: appKeys.lists(organizationId) });
    },
  });
}
