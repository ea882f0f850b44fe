import { routeOf } from "@/lib/http/operation";
import { changePassword } from "@/lib/operations/users";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(changePassword);
export { GET, POST, PUT, PATCH, DELETE };
