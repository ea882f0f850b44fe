import { routeOf } from "@/lib/api/operation";
import { confirmTotp } from "@/lib/auth/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(confirmTotp);
