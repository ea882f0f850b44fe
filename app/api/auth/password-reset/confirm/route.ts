import { routeOf } from "@/lib/api/operation";
import { resetPassword } from "@/lib/users/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(resetPassword);
export { GET, POST, PUT, PATCH, DELETE };
