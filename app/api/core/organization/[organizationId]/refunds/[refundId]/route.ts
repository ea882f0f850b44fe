import { routeOf } from "@/lib/api/operation";
import { getRefund } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getRefund);
export { GET, POST, PUT, PATCH, DELETE };
