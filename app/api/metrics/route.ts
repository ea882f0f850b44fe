import { routeOf } from "@/lib/api/operation";
import { metrics } from "@/lib/operations/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(metrics);
export { GET, POST, PUT, PATCH, DELETE };
