import { routeOf } from "@/lib/api/operation";
import { putExchangeRates } from "@/lib/exchange-rates/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(putExchangeRates);
export { GET, POST, PUT, PATCH, DELETE };
