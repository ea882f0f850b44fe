import { routeOf } from "@/lib/api/operation";
import { getBalanceHistory } from "@/lib/balance/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getBalanceHistory);
export { GET, POST, PUT, PATCH, DELETE };
