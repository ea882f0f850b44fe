import { routeOf } from "@/lib/api/operation";
import { listRefunds, requestRefund } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listRefunds, requestRefund);
export { GET, POST, PUT, PATCH, DELETE };
