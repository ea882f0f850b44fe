import { routeOf } from "@/lib/api/operation";
import { listAuditLog } from "@/lib/audit/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listAuditLog);
export { GET, POST, PUT, PATCH, DELETE };
