import { routeOf } from "@/lib/api/operation";
import { getNotificationPreferences, updateNotificationPreferences } from "@/lib/notifications/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getNotificationPreferences, updateNotificationPreferences);
export { GET, POST, PUT, PATCH, DELETE };
