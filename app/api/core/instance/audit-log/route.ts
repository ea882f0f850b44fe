import { routeOf } from "@/lib/http/operation";
import { listInstanceAuditLog } from "@/lib/operations/instance";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listInstanceAuditLog);
export { GET, POST, PUT, PATCH, DELETE };
