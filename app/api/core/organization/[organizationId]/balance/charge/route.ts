import { routeOf } from "@/lib/api/operation";
import { recordCharge } from "@/lib/balance/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(recordCharge);
export { GET, POST, PUT, PATCH, DELETE };
