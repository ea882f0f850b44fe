import { routeOf } from "@/lib/http/operation";
import { confirmTotp } from "@/lib/operations/auth";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(confirmTotp);
export { GET, POST, PUT, PATCH, DELETE };
