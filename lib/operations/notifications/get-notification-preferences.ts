import { organizationOperation } from "@/lib/http/operation";
import { getNotificationPreferences as get } from "@/lib/notifications/notification-preferences";
import { notificationPreferencesSchema } from "@/lib/notifications/schemas";
import { NOTIFICATIONS_TAG } from "./examples";

export const NOTIFICATION_PREFERENCES_PATH = "/api/core/organization/{organizationId}/me/notification-preferences";

export const getNotificationPreferences = organizationOperation({
  method: "GET",
  path: NOTIFICATION_PREFERENCES_PATH,
  operationId: "getNotificationPreferences",
  summary: "The caller's e-mail notifications in this organization",
  description: "Per event group, whether the caller is e-mailed; without a choice, reviews and money are on and the others off.",
  tag: NOTIFICATIONS_TAG,
  permission: null,
  person: true,
  response: notificationPreferencesSchema,
  responseExample: { email: { reviews: true, money: true, assets: false, members: false, security: false, statements: false } },
  run: ({ organizationId, caller }) => get(caller.user.id, organizationId),
});
