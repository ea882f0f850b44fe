import { routeOf } from "@/lib/api/operation";
import { getSettlementAccount, updateSettlementAccount } from "@/lib/settlement/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getSettlementAccount, updateSettlementAccount);
