import { routeOf } from "@/lib/api/operation";
import { exportTaxInvoices } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(exportTaxInvoices);
export { GET, POST, PUT, PATCH, DELETE };
