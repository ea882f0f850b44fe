import { routeOf } from "@/lib/http/operation";
import { downloadStatementPdf } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(downloadStatementPdf);
export { GET, POST, PUT, PATCH, DELETE };
