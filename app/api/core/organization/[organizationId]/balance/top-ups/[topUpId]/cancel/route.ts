import { routeOf } from "@/lib/api/operation";
import { cancelTopUp } from "@/lib/top-ups/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(cancelTopUp);
