import { routeOf } from "@/lib/api/operation";
import { downloadStatementCsv } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(downloadStatementCsv);
export { GET, POST, PUT, PATCH, DELETE };
