import { routeOf } from "@/lib/api/operation";
import { signUp } from "@/lib/users/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(signUp);
export { GET, POST, PUT, PATCH, DELETE };
