import { routeOf } from "@/lib/api/operation";
import { getTopUp } from "@/lib/top-ups/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getTopUp);
