import { routeOf } from "@/lib/api/operation";
import { recordTaxInvoiceRejected } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(recordTaxInvoiceRejected);
export { GET, POST, PUT, PATCH, DELETE };
