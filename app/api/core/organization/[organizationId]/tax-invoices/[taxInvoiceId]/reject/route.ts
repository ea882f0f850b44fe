import { routeOf } from "@/lib/http/operation";
import { recordTaxInvoiceRejected } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(recordTaxInvoiceRejected);
export { GET, POST, PUT, PATCH, DELETE };
