import { routeOf } from "@/lib/api/operation";
import { listInstanceAuditLog } from "@/lib/instance/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listInstanceAuditLog);
export { GET, POST, PUT, PATCH, DELETE };
