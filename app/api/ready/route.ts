import { routeOf } from "@/lib/api/operation";
import { ready } from "@/lib/operations/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(ready);
