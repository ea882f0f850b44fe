import { routeOf } from "@/lib/api/operation";
import { startTotp } from "@/lib/auth/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(startTotp);
