import { routeOf } from "@/lib/api/operation";
import { ready } from "@/lib/operations/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(ready);
export { GET, POST, PUT, PATCH, DELETE };
