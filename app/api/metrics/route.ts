import { routeOf } from "@/lib/http/operation";
import { metrics } from "@/lib/operations/monitoring";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(metrics);
export { GET, POST, PUT, PATCH, DELETE };
