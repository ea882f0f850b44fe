import { routeOf } from "@/lib/api/operation";
import { countReviewQueues } from "@/lib/review/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(countReviewQueues);
export { GET, POST, PUT, PATCH, DELETE };
