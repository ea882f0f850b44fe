import { routeOf } from "@/lib/api/operation";
import { listTopUps, requestTopUp } from "@/lib/top-ups/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(listTopUps, requestTopUp);
