import { routeOf } from "@/lib/http/operation";
import { downloadStatementCsv } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(downloadStatementCsv);
export { GET, POST, PUT, PATCH, DELETE };
