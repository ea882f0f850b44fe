import { organizationOperation } from "@/lib/http/operation";
import { updateNotificationPreferences as update } from "@/lib/notifications/notification-preferences";
import { notificationPreferencesSchema, updateNotificationPreferencesBody } from "@/lib/notifications/schemas";
import { NOTIFICATIONS_TAG } from "./examples";
import { NOTIFICATION_PREFERENCES_PATH } from "./get-notification-preferences";

export const updateNotificationPreferences = organizationOperation({
  method: "PUT",
  path: NOTIFICATION_PREFERENCES_PATH,
  operationId: "updateNotificationPreferences",
  summary: "Turn e-mail notifications on or off per group",
  description:
    "Only the groups sent change. Notifications still waiting for their mail follow the new setting. `statements`: the monthly statement, mailed on the organization's 1st (needs billing:read to be sent).",
  tag: NOTIFICATIONS_TAG,
  permission: null,
  person: true,
  audit: "notification:preferences",
  body: updateNotificationPreferencesBody,
  response: notificationPreferencesSchema,
  requestExample: { email: { assets: true, statements: true } },
  responseExample: { email: { reviews: true, money: true, assets: true, members: false, security: false, statements: true } },
  run: ({ organizationId, caller, body }) => update(caller.user.id, organizationId, body),
});
