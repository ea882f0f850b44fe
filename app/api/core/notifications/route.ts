import { routeOf } from "@/lib/api/operation";
import { listNotifications } from "@/lib/notifications/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listNotifications);
export { GET, POST, PUT, PATCH, DELETE };
