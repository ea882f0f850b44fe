import { routeOf } from "@/lib/api/operation";
import { confirmTopUp } from "@/lib/top-ups/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(confirmTopUp);
