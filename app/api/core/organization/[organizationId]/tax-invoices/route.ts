import { routeOf } from "@/lib/http/operation";
import { listTaxInvoices, requestTaxInvoice } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listTaxInvoices, requestTaxInvoice);
export { GET, POST, PUT, PATCH, DELETE };
