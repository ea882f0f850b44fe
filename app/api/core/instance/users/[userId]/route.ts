import { routeOf } from "@/lib/api/operation";
import { updateInstanceUser } from "@/lib/instance/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(updateInstanceUser);
export { GET, POST, PUT, PATCH, DELETE };
