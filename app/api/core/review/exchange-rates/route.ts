import { routeOf } from "@/lib/http/operation";
import { listExchangeRates } from "@/lib/operations/exchange-rates";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listExchangeRates);
export { GET, POST, PUT, PATCH, DELETE };
