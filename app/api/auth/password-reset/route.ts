import { routeOf } from "@/lib/api/operation";
import { requestPasswordReset } from "@/lib/users/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(requestPasswordReset);
export { GET, POST, PUT, PATCH, DELETE };
