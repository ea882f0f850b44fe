import { routeOf } from "@/lib/api/operation";
import { getReceipt } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getReceipt);
export { GET, POST, PUT, PATCH, DELETE };
