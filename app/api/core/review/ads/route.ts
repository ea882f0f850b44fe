import { routeOf } from "@/lib/api/operation";
import { listAdReviewQueue } from "@/lib/review/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listAdReviewQueue);
export { GET, POST, PUT, PATCH, DELETE };
