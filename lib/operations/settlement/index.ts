export { getSettlementAccount } from "./get-settlement-account";
export { updateSettlementAccount } from "./update-settlement-account";
