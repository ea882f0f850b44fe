"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { webhookKeys } from "@/lib/webhooks/query-keys";
import type { WebhookDeliveryAnswer } from "@/lib/webhooks/schemas";

/** Extension POST webhooks/{webhookId}/test: a webhook.test event to this endpoint only. */
export function useSendTestWebhook(organizationId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<WebhookDeliveryAnswer>(apiPath.organization(organizationId).webhook(webhookId).test(), { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.allDeliveries(organizationId, webhookId) }),
  });
}
