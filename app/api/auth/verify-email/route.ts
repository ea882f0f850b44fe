import { routeOf } from "@/lib/api/operation";
import { verifyEmail } from "@/lib/users/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(verifyEmail);
export { GET, POST, PUT, PATCH, DELETE };
