import { routeOf } from "@/lib/api/operation";
import { listAuditLog } from "@/lib/audit/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(listAuditLog);
