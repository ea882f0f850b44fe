import { routeOf } from "@/lib/api/operation";
import { changePassword } from "@/lib/users/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(changePassword);
export { GET, POST, PUT, PATCH, DELETE };
