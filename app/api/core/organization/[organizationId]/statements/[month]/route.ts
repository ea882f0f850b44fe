import { routeOf } from "@/lib/http/operation";
import { getStatement } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getStatement);
export { GET, POST, PUT, PATCH, DELETE };
