"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { webhookKeys } from "@/lib/webhooks/query-keys";
import type { WebhookEndpointAnswer } from "@/lib/webhooks/schemas";

/** Extension GET webhooks/{webhookId}. */
export function useWebhook(organizationId: string, webhookId: string) {
  return useQuery({
    // The server turns a failing endpoint off on its own: read it afresh whenever the page shows it.
    staleTime: 0,
    queryKey: webhookKeys.detail(organizationId, webhookId),
    queryFn: ({ signal }) => apiFetch<WebhookEndpointAnswer>(apiPath.organization(organizationId).webhook(webhookId).self(), { signal }),
  });
}
