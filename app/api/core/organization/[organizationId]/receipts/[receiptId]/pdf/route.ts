import { routeOf } from "@/lib/http/operation";
import { downloadReceipt } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(downloadReceipt);
export { GET, POST, PUT, PATCH, DELETE };
