import { routeOf } from "@/lib/api/operation";
import { confirmTotp } from "@/lib/auth/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(confirmTotp);
export { GET, POST, PUT, PATCH, DELETE };
