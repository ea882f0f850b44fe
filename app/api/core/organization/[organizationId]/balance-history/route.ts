import { routeOf } from "@/lib/http/operation";
import { getBalanceHistory } from "@/lib/operations/balance";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getBalanceHistory);
export { GET, POST, PUT, PATCH, DELETE };
