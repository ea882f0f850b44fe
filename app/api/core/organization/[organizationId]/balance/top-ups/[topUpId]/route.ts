import { routeOf } from "@/lib/http/operation";
import { getTopUp } from "@/lib/operations/top-ups";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getTopUp);
export { GET, POST, PUT, PATCH, DELETE };
