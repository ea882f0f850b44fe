import { routeOf } from "@/lib/http/operation";
import { requestPasswordReset } from "@/lib/operations/users";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(requestPasswordReset);
export { GET, POST, PUT, PATCH, DELETE };
