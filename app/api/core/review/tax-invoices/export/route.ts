import { routeOf } from "@/lib/http/operation";
import { exportTaxInvoices } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(exportTaxInvoices);
export { GET, POST, PUT, PATCH, DELETE };
