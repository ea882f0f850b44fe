import { routeOf } from "@/lib/api/operation";
import { health } from "@/lib/operations/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(health);
export { GET, POST, PUT, PATCH, DELETE };
