import { routeOf } from "@/lib/api/operation";
import { getSettlementAccount, updateSettlementAccount } from "@/lib/settlement/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getSettlementAccount, updateSettlementAccount);
export { GET, POST, PUT, PATCH, DELETE };
