export { listAuditLog } from "./list-audit-log";
