import { routeOf } from "@/lib/api/operation";
import { listReceipts } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listReceipts);
export { GET, POST, PUT, PATCH, DELETE };
