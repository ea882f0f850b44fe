import { personOperation } from "@/lib/http/operation";
import { markAllNotificationsRead as markAll } from "@/lib/notifications/notification-queries";
import { markAllReadSchema } from "@/lib/notifications/schemas";
import { NOTIFICATIONS_PATH, NOTIFICATIONS_TAG } from "./examples";

export const markAllNotificationsRead = personOperation({
  method: "POST",
  path: `${NOTIFICATIONS_PATH}/read-all`,
  operationId: "markAllNotificationsRead",
  summary: "Mark all notifications read",
  tag: NOTIFICATIONS_TAG,
  audit: "notification:read",
  response: markAllReadSchema,
  responseExample: { marked: 3, unreadCount: 0 },
  run: ({ caller }) => markAll(caller.user.id),
});
