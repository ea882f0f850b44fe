import { routeOf } from "@/lib/api/operation";
import { metrics } from "@/lib/operations/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(metrics);
