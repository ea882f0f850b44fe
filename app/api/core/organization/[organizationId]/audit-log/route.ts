import { routeOf } from "@/lib/http/operation";
import { listAuditLog } from "@/lib/operations/audit";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listAuditLog);
export { GET, POST, PUT, PATCH, DELETE };
