import { routeOf } from "@/lib/http/operation";
import { listTopUpReviewQueue } from "@/lib/operations/top-ups";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listTopUpReviewQueue);
export { GET, POST, PUT, PATCH, DELETE };
