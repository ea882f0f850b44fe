import { routeOf } from "@/lib/http/operation";
import { rejectRefund } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(rejectRefund);
export { GET, POST, PUT, PATCH, DELETE };
