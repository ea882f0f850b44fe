import { routeOf } from "@/lib/api/operation";
import { downloadStatementPdf } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(downloadStatementPdf);
export { GET, POST, PUT, PATCH, DELETE };
