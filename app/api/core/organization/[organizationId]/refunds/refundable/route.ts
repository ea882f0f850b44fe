import { routeOf } from "@/lib/api/operation";
import { getRefundable } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getRefundable);
export { GET, POST, PUT, PATCH, DELETE };
