import { routeOf } from "@/lib/http/operation";
import { approveRefund } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(approveRefund);
export { GET, POST, PUT, PATCH, DELETE };
