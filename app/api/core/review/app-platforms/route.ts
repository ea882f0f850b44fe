import { routeOf } from "@/lib/api/operation";
import { listAppReviewQueue } from "@/lib/apps/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listAppReviewQueue);
export { GET, POST, PUT, PATCH, DELETE };
