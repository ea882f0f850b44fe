import { routeOf } from "@/lib/http/operation";
import { markAllNotificationsRead } from "@/lib/operations/notifications";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(markAllNotificationsRead);
export { GET, POST, PUT, PATCH, DELETE };
