import { routeOf } from "@/lib/http/operation";
import { getNotificationPreferences, updateNotificationPreferences } from "@/lib/operations/notifications";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getNotificationPreferences, updateNotificationPreferences);
export { GET, POST, PUT, PATCH, DELETE };
