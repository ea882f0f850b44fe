import { routeOf } from "@/lib/api/operation";
import { listTopUpReviewQueue } from "@/lib/top-ups/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listTopUpReviewQueue);
export { GET, POST, PUT, PATCH, DELETE };
