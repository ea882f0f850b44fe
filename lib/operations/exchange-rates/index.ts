export { listExchangeRates } from "./list-exchange-rates";
export { putExchangeRates } from "./put-exchange-rates";
