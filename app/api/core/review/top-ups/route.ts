import { routeOf } from "@/lib/api/operation";
import { listTopUpReviewQueue } from "@/lib/top-ups/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(listTopUpReviewQueue);
