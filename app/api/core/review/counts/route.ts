import { routeOf } from "@/lib/api/operation";
import { countReviewQueues } from "@/lib/review/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(countReviewQueues);
