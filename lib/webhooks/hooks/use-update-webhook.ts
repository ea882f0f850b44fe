"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { webhookKeys } from "@/lib/webhooks/query-keys";
import type { updateWebhookBody, WebhookEndpointAnswer } from "@/lib/webhooks/schemas";

/** Extension PATCH webhooks/{webhookId}: the fields given change (enabled: true also turns a failing one on again). */
export function useUpdateWebhook(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ webhookId, body }: { webhookId: string; body: z.input<typeof updateWebhookBody> }) =>
      apiFetch<WebhookEndpointAnswer>(apiPath.organization(organizationId).webhook(webhookId).self(), { method: "PATCH", body }),
    onSuccess: (webhook) => {
      queryClient.setQueryData(webhookKeys.detail(organizationId, webhook._id), webhook);
      return queryClient.invalidateQueries({ queryKey: webhookKeys.list(organizationId) });
    },
  });
}
