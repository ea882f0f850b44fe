import { routeOf } from "@/lib/http/operation";
import { startTotp } from "@/lib/operations/auth";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(startTotp);
export { GET, POST, PUT, PATCH, DELETE };
