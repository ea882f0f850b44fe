import { personOperation } from "@/lib/http/operation";
import { listNotifications as list } from "@/lib/notifications/notification-queries";
import { notificationListQuery, notificationListSchema } from "@/lib/notifications/schemas";
import { NOTIFICATIONS_PATH, NOTIFICATIONS_TAG, notificationExample } from "./examples";

export const listNotifications = personOperation({
  method: "GET",
  path: NOTIFICATIONS_PATH,
  operationId: "listNotifications",
  summary: "The caller's notifications",
  description:
    "Newest first, across every organization the caller belongs to: one per event of those organizations whose object the caller's role lets them read. `unreadCount` counts all unread ones. The console session only (a key speaks for one organization: read its events through /events or webhooks).",
  tag: NOTIFICATIONS_TAG,
  query: notificationListQuery,
  response: notificationListSchema,
  responseExample: { items: [notificationExample], nextCursor: null, unreadCount: 1 },
  run: ({ caller, query }) => list(caller.user.id, query),
});
