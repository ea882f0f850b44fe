import { routeOf } from "@/lib/api/operation";
import { recordCharge } from "@/lib/balance/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(recordCharge);
