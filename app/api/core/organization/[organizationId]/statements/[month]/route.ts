import { routeOf } from "@/lib/api/operation";
import { getStatement } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getStatement);
export { GET, POST, PUT, PATCH, DELETE };
