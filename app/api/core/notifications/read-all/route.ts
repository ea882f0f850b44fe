import { routeOf } from "@/lib/api/operation";
import { markAllNotificationsRead } from "@/lib/notifications/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(markAllNotificationsRead);
export { GET, POST, PUT, PATCH, DELETE };
