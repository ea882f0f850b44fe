"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { webhookKeys } from "@/lib/webhooks/query-keys";
import type { createWebhookBody, webhookWithSecretSchema } from "@/lib/webhooks/schemas";

/** An endpoint with its signing secret: the answer of create and of rotate, the only ones that carry it. */
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

/** Extension POST webhooks. The answer carries the only copy of the secret: it is not put in the query cache. */
export function useCreateWebhook(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof createWebhookBody>) =>
      apiFetch<WebhookWithSecret>(apiPath.organization(organizationId).webhooks(), { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(organizationId) }),
  });
}
