import { routeOf } from "@/lib/api/operation";
import { getInvitation } from "@/lib/users/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getInvitation);
export { GET, POST, PUT, PATCH, DELETE };
