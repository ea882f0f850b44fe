import { routeOf } from "@/lib/api/operation";
import { recordTaxInvoiceIssued } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(recordTaxInvoiceIssued);
export { GET, POST, PUT, PATCH, DELETE };
