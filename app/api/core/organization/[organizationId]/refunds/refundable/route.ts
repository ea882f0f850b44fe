import { routeOf } from "@/lib/http/operation";
import { getRefundable } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getRefundable);
export { GET, POST, PUT, PATCH, DELETE };
