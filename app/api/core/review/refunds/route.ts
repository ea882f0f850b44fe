import { routeOf } from "@/lib/http/operation";
import { listRefundReviewQueue } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listRefundReviewQueue);
export { GET, POST, PUT, PATCH, DELETE };
