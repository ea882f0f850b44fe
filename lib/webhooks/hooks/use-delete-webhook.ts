"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { webhookKeys } from "@/lib/webhooks/query-keys";

/** Extension DELETE webhooks/{webhookId}. */
export function useDeleteWebhook(organizationId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<unknown>(apiPath.organization(organizationId).webhook(webhookId).self(), { method: "DELETE" }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: webhookKeys.detail(organizationId, webhookId) });
      queryClient.removeQueries({ queryKey: webhookKeys.allDeliveries(organizationId, webhookId) });
      return queryClient.invalidateQueries({ queryKey: webhookKeys.list(organizationId) });
    },
  });
}
