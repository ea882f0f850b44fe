import { routeOf } from "@/lib/api/operation";
import { downloadReceipt } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(downloadReceipt);
export { GET, POST, PUT, PATCH, DELETE };
