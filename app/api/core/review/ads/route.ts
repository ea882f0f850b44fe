import { routeOf } from "@/lib/http/operation";
import { listAdReviewQueue } from "@/lib/operations/review";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listAdReviewQueue);
export { GET, POST, PUT, PATCH, DELETE };
