import { routeOf } from "@/lib/api/operation";
import { health } from "@/lib/operations/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(health);
