import { routeOf } from "@/lib/http/operation";
import { listNotifications } from "@/lib/operations/notifications";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listNotifications);
export { GET, POST, PUT, PATCH, DELETE };
