import { routeOf } from "@/lib/api/operation";
import { confirmTopUp } from "@/lib/top-ups/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(confirmTopUp);
export { GET, POST, PUT, PATCH, DELETE };
