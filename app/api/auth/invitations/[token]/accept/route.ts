import { routeOf } from "@/lib/http/operation";
import { acceptInvitation } from "@/lib/operations/users";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(acceptInvitation);
export { GET, POST, PUT, PATCH, DELETE };
