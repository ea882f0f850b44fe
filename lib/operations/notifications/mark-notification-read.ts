import { personOperation } from "@/lib/http/operation";
import { markNotificationRead as markRead } from "@/lib/notifications/notification-queries";
import { notificationIdParams, notificationSchema } from "@/lib/notifications/schemas";
import { NOTIFICATIONS_PATH, NOTIFICATIONS_TAG, notificationExample } from "./examples";

export const markNotificationRead = personOperation({
  method: "POST",
  path: `${NOTIFICATIONS_PATH}/{notificationId}/read`,
  operationId: "markNotificationRead",
  summary: "Mark one notification read",
  description: "Another person's notification is 404. Marking a read one again keeps its first readAt.",
  tag: NOTIFICATIONS_TAG,
  params: notificationIdParams,
  audit: "notification:read",
  response: notificationSchema,
  errors: [404],
  responseExample: { ...notificationExample, readAt: "2026-11-26T09:05:00.000Z" },
  run: ({ caller, params }) => markRead(caller.user.id, params.notificationId),
});
