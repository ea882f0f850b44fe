import { routeOf } from "@/lib/http/operation";
import { listEvents } from "@/lib/operations/events";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listEvents);
export { GET, POST, PUT, PATCH, DELETE };
