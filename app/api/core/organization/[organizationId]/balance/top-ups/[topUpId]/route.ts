import { routeOf } from "@/lib/api/operation";
import { getTopUp } from "@/lib/top-ups/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getTopUp);
export { GET, POST, PUT, PATCH, DELETE };
