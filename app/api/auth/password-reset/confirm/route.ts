import { routeOf } from "@/lib/http/operation";
import { resetPassword } from "@/lib/operations/users";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(resetPassword);
export { GET, POST, PUT, PATCH, DELETE };
