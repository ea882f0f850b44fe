export { getNotificationPreferences } from "./get-notification-preferences";
export { listNotifications } from "./list-notifications";
export { markAllNotificationsRead } from "./mark-all-notifications-read";
export { markNotificationRead } from "./mark-notification-read";
export { updateNotificationPreferences } from "./update-notification-preferences";
