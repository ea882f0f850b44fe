"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { apiPath } from "@/lib/api/paths";
import { notificationKeys } from "@/lib/notifications/query-keys";
import type { NotificationList } from "@/lib/notifications/schemas";

/** Extension GET /api/core/notifications, newest first, a page at a time. */
export function useNotifications(unreadOnly: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(unreadOnly),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<NotificationList>(apiPath.notifications(), {
        signal,
        query: { limit: PAGE_SIZES.notifications, cursor: pageParam, unread: unreadOnly ? "true" : undefined },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchOnWindowFocus: true,
  });
}
