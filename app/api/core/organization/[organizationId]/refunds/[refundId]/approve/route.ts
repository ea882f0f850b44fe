import { routeOf } from "@/lib/api/operation";
import { approveRefund } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(approveRefund);
export { GET, POST, PUT, PATCH, DELETE };
