import { routeOf } from "@/lib/api/operation";
import { listEvents } from "@/lib/events/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listEvents);
export { GET, POST, PUT, PATCH, DELETE };
