import { routeOf } from "@/lib/http/operation";
import { getSettlementAccount, updateSettlementAccount } from "@/lib/operations/settlement";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getSettlementAccount, updateSettlementAccount);
export { GET, POST, PUT, PATCH, DELETE };
