import { routeOf } from "@/lib/http/operation";
import { getInvitation } from "@/lib/operations/users";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getInvitation);
export { GET, POST, PUT, PATCH, DELETE };
