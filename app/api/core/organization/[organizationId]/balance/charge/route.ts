import { routeOf } from "@/lib/http/operation";
import { recordCharge } from "@/lib/operations/balance";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(recordCharge);
export { GET, POST, PUT, PATCH, DELETE };
