import { routeOf } from "@/lib/http/operation";
import { listAppReviewQueue } from "@/lib/operations/apps";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listAppReviewQueue);
export { GET, POST, PUT, PATCH, DELETE };
