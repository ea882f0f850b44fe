import { routeOf } from "@/lib/http/operation";
import { listReceipts } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listReceipts);
export { GET, POST, PUT, PATCH, DELETE };
