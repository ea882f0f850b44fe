import { routeOf } from "@/lib/http/operation";
import { listRefunds, requestRefund } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listRefunds, requestRefund);
export { GET, POST, PUT, PATCH, DELETE };
