import { routeOf } from "@/lib/http/operation";
import { ready } from "@/lib/operations/monitoring";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(ready);
export { GET, POST, PUT, PATCH, DELETE };
