import { routeOf } from "@/lib/api/operation";
import { startTotp } from "@/lib/auth/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(startTotp);
export { GET, POST, PUT, PATCH, DELETE };
