"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { webhookKeys } from "@/lib/webhooks/query-keys";
import type { WebhookEndpointAnswer } from "@/lib/webhooks/schemas";

/** Extension GET webhooks: every endpoint of the organization (at most WEBHOOKS_MAX, so one answer). */
export function useWebhooks(organizationId: string) {
  return useQuery({
    queryKey: webhookKeys.list(organizationId),
    queryFn: ({ signal }) => apiFetch<{ items: WebhookEndpointAnswer[] }>(apiPath.organization(organizationId).webhooks(), { signal }),
  });
}
