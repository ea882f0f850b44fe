import { routeOf } from "@/lib/http/operation";
import { recordTaxInvoiceIssued } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(recordTaxInvoiceIssued);
export { GET, POST, PUT, PATCH, DELETE };
