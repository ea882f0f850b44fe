import { routeOf } from "@/lib/api/operation";
import { rejectRefund } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(rejectRefund);
export { GET, POST, PUT, PATCH, DELETE };
