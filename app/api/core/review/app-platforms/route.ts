import { routeOf } from "@/lib/api/operation";
import { listAppReviewQueue } from "@/lib/apps/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(listAppReviewQueue);
