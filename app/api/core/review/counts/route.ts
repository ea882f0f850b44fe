import { routeOf } from "@/lib/http/operation";
import { countReviewQueues } from "@/lib/operations/review";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(countReviewQueues);
export { GET, POST, PUT, PATCH, DELETE };
