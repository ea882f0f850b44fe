export { getBalanceHistory } from "./get-balance-history";
export { recordCharge } from "./record-charge";
