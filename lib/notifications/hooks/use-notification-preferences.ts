"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { notificationKeys } from "@/lib/notifications/query-keys";
import type { NotificationPreferences } from "@/lib/notifications/schemas";

/** Extension GET /me/notification-preferences of one organization. */
export function useNotificationPreferences(organizationId: string | undefined) {
  return useQuery({
    queryKey: notificationKeys.preferences(organizationId ?? ""),
    queryFn: ({ signal }) => apiFetch<NotificationPreferences>(apiPath.organization(organizationId!).notificationPreferences(), { signal }),
    enabled: !!organizationId,
  });
}
