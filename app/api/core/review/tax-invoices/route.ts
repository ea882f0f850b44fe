import { routeOf } from "@/lib/api/operation";
import { listTaxInvoiceReviewQueue } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listTaxInvoiceReviewQueue);
export { GET, POST, PUT, PATCH, DELETE };
