"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { apiPath } from "@/lib/api/paths";
import { webhookKeys, type DeliveryFilter } from "@/lib/webhooks/query-keys";
import type { WebhookDeliveryAnswer } from "@/lib/webhooks/schemas";

type DeliveryPage = { items: WebhookDeliveryAnswer[]; nextCursor: string | null };

// While a delivery waits for its first or next try, the list is read again every few seconds, so its outcome
// shows without a reload; a list with nothing pending is left alone.
const PENDING_POLL_MS = 3_000;

/** Extension GET webhooks/{webhookId}/deliveries, newest first, { items, nextCursor } pages. */
export function useWebhookDeliveries(organizationId: string, webhookId: string, filter: DeliveryFilter) {
  return useInfiniteQuery({
    staleTime: 0,
    queryKey: webhookKeys.deliveries(organizationId, webhookId, filter),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<DeliveryPage>(apiPath.organization(organizationId).webhook(webhookId).deliveries(), {
        signal,
        query: { limit: PAGE_SIZES.webhookDeliveries, cursor: pageParam, ...filter },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((delivery) => delivery.status === "PENDING")) ? PENDING_POLL_MS : false,
  });
}
