import { routeOf } from "@/lib/http/operation";
import { getReceipt } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getReceipt);
export { GET, POST, PUT, PATCH, DELETE };
