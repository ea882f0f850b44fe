import { routeOf } from "@/lib/http/operation";
import { signUp } from "@/lib/operations/users";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(signUp);
export { GET, POST, PUT, PATCH, DELETE };
