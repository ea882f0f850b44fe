import { routeOf } from "@/lib/api/operation";
import { listExchangeRates } from "@/lib/exchange-rates/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listExchangeRates);
export { GET, POST, PUT, PATCH, DELETE };
