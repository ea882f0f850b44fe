import { routeOf } from "@/lib/http/operation";
import { updateInstanceUser } from "@/lib/operations/instance";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(updateInstanceUser);
export { GET, POST, PUT, PATCH, DELETE };
