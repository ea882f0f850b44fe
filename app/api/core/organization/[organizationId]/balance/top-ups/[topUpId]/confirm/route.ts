import { routeOf } from "@/lib/http/operation";
import { confirmTopUp } from "@/lib/operations/top-ups";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(confirmTopUp);
export { GET, POST, PUT, PATCH, DELETE };
