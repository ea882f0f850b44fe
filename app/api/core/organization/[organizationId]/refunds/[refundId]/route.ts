import { routeOf } from "@/lib/http/operation";
import { getRefund } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getRefund);
export { GET, POST, PUT, PATCH, DELETE };
