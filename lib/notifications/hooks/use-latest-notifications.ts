"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { apiPath } from "@/lib/api/paths";
import { notificationKeys } from "@/lib/notifications/query-keys";
import type { NotificationList } from "@/lib/notifications/schemas";

/** The bell: the latest notifications and the unread count, asked again every 30 s and when the window regains focus. */
export function useLatestNotifications() {
  return useQuery({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) => apiFetch<NotificationList>(apiPath.notifications(), { signal, query: { limit: PAGE_SIZES.notificationBell } }),
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}
