import { routeOf } from "@/lib/http/operation";
import { health } from "@/lib/operations/monitoring";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(health);
export { GET, POST, PUT, PATCH, DELETE };
