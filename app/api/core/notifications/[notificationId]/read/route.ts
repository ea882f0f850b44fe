import { routeOf } from "@/lib/api/operation";
import { markNotificationRead } from "@/lib/notifications/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(markNotificationRead);
export { GET, POST, PUT, PATCH, DELETE };
