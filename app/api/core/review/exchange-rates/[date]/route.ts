import { routeOf } from "@/lib/http/operation";
import { putExchangeRates } from "@/lib/operations/exchange-rates";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(putExchangeRates);
export { GET, POST, PUT, PATCH, DELETE };
