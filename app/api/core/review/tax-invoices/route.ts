import { routeOf } from "@/lib/http/operation";
import { listTaxInvoiceReviewQueue } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listTaxInvoiceReviewQueue);
export { GET, POST, PUT, PATCH, DELETE };
