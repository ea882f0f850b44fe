import { routeOf } from "@/lib/api/operation";
import { listTaxInvoices, requestTaxInvoice } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listTaxInvoices, requestTaxInvoice);
export { GET, POST, PUT, PATCH, DELETE };
