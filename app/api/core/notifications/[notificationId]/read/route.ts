import { routeOf } from "@/lib/http/operation";
import { markNotificationRead } from "@/lib/operations/notifications";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(markNotificationRead);
export { GET, POST, PUT, PATCH, DELETE };
