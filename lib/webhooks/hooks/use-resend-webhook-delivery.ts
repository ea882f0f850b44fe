"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { webhookKeys } from "@/lib/webhooks/query-keys";
import type { WebhookDeliveryAnswer } from "@/lib/webhooks/schemas";

/** Extension POST webhooks/{webhookId}/deliveries/{deliveryId}/resend: queued again now (a failed one goes back to pending). */
export function useResendWebhookDelivery(organizationId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiFetch<WebhookDeliveryAnswer>(apiPath.organization(organizationId).webhook(webhookId).resend(deliveryId), { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.allDeliveries(organizationId, webhookId) }),
  });
}
