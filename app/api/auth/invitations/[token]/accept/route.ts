import { routeOf } from "@/lib/api/operation";
import { acceptInvitation } from "@/lib/users/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(acceptInvitation);
export { GET, POST, PUT, PATCH, DELETE };
