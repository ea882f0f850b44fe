"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { notificationKeys } from "@/lib/notifications/query-keys";
import type { NotificationPreferences, UpdateNotificationPreferences } from "@/lib/notifications/schemas";

/** Extension PUT /me/notification-preferences: the groups sent change. */
export function useUpdateNotificationPreferences(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationPreferences) =>
      apiFetch<NotificationPreferences>(apiPath.organization(organizationId).notificationPreferences(), { method: "PUT", body }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(organizationId), saved),
  });
}
