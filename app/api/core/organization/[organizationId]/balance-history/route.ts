import { routeOf } from "@/lib/api/operation";
import { getBalanceHistory } from "@/lib/balance/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getBalanceHistory);
