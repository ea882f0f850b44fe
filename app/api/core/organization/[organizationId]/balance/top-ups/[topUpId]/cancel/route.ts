import { routeOf } from "@/lib/api/operation";
import { cancelTopUp } from "@/lib/top-ups/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(cancelTopUp);
export { GET, POST, PUT, PATCH, DELETE };
