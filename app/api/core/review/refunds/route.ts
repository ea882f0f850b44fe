import { routeOf } from "@/lib/api/operation";
import { listRefundReviewQueue } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listRefundReviewQueue);
export { GET, POST, PUT, PATCH, DELETE };
