"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { webhookKeys } from "@/lib/webhooks/query-keys";
import type { WebhookWithSecret } from "./use-create-webhook";

/** Extension POST webhooks/{webhookId}/secret. The new secret lives only in the mutation's result. */
export function useRotateWebhookSecret(organizationId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<WebhookWithSecret>(apiPath.organization(organizationId).webhook(webhookId).secret(), { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all(organizationId) }),
  });
}
