"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { notificationKeys } from "@/lib/notifications/query-keys";
import type { NotificationItem } from "@/lib/notifications/schemas";

/** Extension POST /api/core/notifications/{notificationId}/read. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => apiFetch<NotificationItem>(apiPath.notificationRead(notificationId), { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
