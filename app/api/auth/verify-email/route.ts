import { routeOf } from "@/lib/http/operation";
import { verifyEmail } from "@/lib/operations/users";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(verifyEmail);
export { GET, POST, PUT, PATCH, DELETE };
